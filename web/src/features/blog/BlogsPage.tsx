/** Placeholder until this page is built (route wired in app/router.tsx). */
export function BlogsPage() {
  return (
    <main id="main" className="page container">
      <h1>Blogs</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
