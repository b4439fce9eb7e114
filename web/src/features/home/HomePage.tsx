import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { site } from '../../content/site';

/** Home (spec §2). A first version: the full eleven sections arrive with the storefront-shell work. */
export function HomePage() {
  return (
    <main id="main" className="page">
      <title>Medvika Pharmacy | Medicines delivered across Delhi NCR</title>
      <section className="hero container">
        <div className="hero__text">
          <h1>Welcome to {site.brand} Pharmacy</h1>
          <p>Cheap medicine, expert review of your valid prescription, savings of up to 20% on prescription drugs and free home delivery across Delhi NCR.</p>
          <p>
            <Link className="button" to={paths.upload}>
              Upload Prescription
            </Link>
          </p>
        </div>
        <img src="/images/home/banner-1.svg" alt="" width={1600} height={600} className="hero__art" />
      </section>
    </main>
  );
}
