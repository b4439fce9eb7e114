/** Placeholder until this page is built (route wired in app/router.tsx). */
export function HealthIndexPage() {
  return (
    <main id="main" className="page container">
      <h1>Health</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
