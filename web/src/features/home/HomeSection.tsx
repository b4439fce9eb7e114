import type { ReactNode, Ref } from 'react';

/**
 * One titled section of the home page (docs/behaviour.md §2 "Home sections, in order"): a `<section>` labelled by its
 * visible h2 (aria-labelledby, WCAG 1.3.1), its content inside the page container.
 * @param name the section's name: its classes `home-section home-{name}`, its heading's id `home-{name}-heading`
 * @param heading the h2's text
 * @param ref the section element, for a section that watches the viewport
 * @param children what the section shows under its heading
 * @returns the section element
 */
export function HomeSection({
  name,
  heading,
  ref,
  children,
}: {
  name: string;
  heading: ReactNode;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section ref={ref} className={`home-section home-${name}`} aria-labelledby={`home-${name}-heading`}>
      <div className="container">
        <h2 id={`home-${name}-heading`} className="home-section__heading">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
