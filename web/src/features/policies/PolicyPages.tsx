/** Placeholders until the policy pages are built (routes wired in app/router.tsx). */
export function ReturnPolicyPage() {
  return <main id="main" className="page container"><h1>Return and Refund Policy</h1></main>;
}
export function PrivacyPolicyPage() {
  return <main id="main" className="page container"><h1>Privacy Policy</h1></main>;
}
export function TermsPage() {
  return <main id="main" className="page container"><h1>Terms and Conditions</h1></main>;
}
