/** Placeholder until this page is built (route wired in app/router.tsx). */
export function StoresPage() {
  return (
    <main id="main" className="page container">
      <h1>Our Store</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
