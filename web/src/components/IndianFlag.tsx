/** The Indian flag, drawn inline (docs/behaviour.md §9: the phone field shows +91 with an Indian flag). Decorative. */
export function IndianFlag() {
  return (
    <svg aria-hidden="true" width="24" height="16" viewBox="0 0 24 16" className="indian-flag">
      <rect width="24" height="16" fill="#fff" />
      <rect width="24" height="5.33" fill="#ff9933" />
      <rect y="10.67" width="24" height="5.33" fill="#138808" />
      <circle cx="12" cy="8" r="2.2" fill="none" stroke="#000080" strokeWidth="0.6" />
      <circle cx="12" cy="8" r="0.5" fill="#000080" />
    </svg>
  );
}
