/** @vitest-environment happy-dom */
import { i18n } from '@lingui/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { faq } from '../../web/src/content/faq';
import { site, siteTexts } from '../../web/src/content/site';
import { stores } from '../../web/src/content/stores';
import { AboutPage } from '../../web/src/features/about/AboutPage';
import { FaqPage } from '../../web/src/features/faq/FaqPage';
import { PrivacyPolicyPage, ReturnPolicyPage, TermsPage } from '../../web/src/features/policies/PolicyPages';
import { StoresPage } from '../../web/src/features/stores/StoresPage';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { faqPageJsonLd } from '../../web/src/lib/structured-data/faq';

/** Devanagari: what a Hindi text is written in. */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Renders `element` as the page at `path` under /hi (the router's basename, as on the Hindi site), in Hindi with the
 * feature's catalog loaded, or in English (the default) when `feature` is omitted.
 */
async function renderPage(path: string, element: ReactElement, feature?: string, entry = `/hi${path}`) {
  if (feature) {
    await activateLocale('hi');
    await loadCatalog('hi', feature);
  }
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry], basename: feature ? '/hi' : undefined },
  );
  render(<RouterProvider router={router} />);
}

/** The text of every heading of `level` on the page. */
const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent ?? '');

afterEach(cleanup);

describe('/hi/faq', () => {
  it('shows the title and every question in Hindi, and keeps contact details and links as written', async () => {
    await renderPage('/faq', <FaqPage />, 'faq', '/hi/faq#faq-returns');
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();
    const questions = headings(2);
    expect(questions).toHaveLength(faq.length);
    for (const question of questions) expect(question).toMatch(DEVANAGARI);

    const answer = document.querySelector<HTMLElement>('#faq-returns .faq-item__answer')!;
    expect(answer.textContent).toMatch(/30 दिन/);
    expect(within(answer).getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(within(answer).getByRole('link', { name: site.phoneDisplay }).getAttribute('href')).toBe(`tel:${site.phoneE164}`);
    // A site path in a Hindi answer leads to the Hindi page.
    expect(within(answer).getByRole('link', { name: '/return-policy' }).getAttribute('href')).toBe('/hi/return-policy');
    expect(document.querySelector('.faq-page__more')!.textContent).toContain(`(${i18n._(siteTexts.hours)})`);
    expect(document.body.textContent).not.toContain(site.hours);
  });

  it('gives search engines the Hindi questions and answers, at the Hindi address', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'faq');
    const document = faqPageJsonLd(faq);
    expect(document.url).toMatch(/\/hi\/faq$/);
    const questions = document.mainEntity as unknown as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(faq.length);
    for (const question of questions) {
      expect(question.name).toMatch(DEVANAGARI);
      expect(question.acceptedAnswer.text).toMatch(DEVANAGARI);
    }
  });
});

describe('/hi/privacy-policy', () => {
  it('is the whole notice in Hindi: title, date, every section heading, the rights and the grievance officer as written', async () => {
    await renderPage('/privacy-policy', <PrivacyPolicyPage />, 'policies');
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeTruthy();
    expect(document.querySelector('.policy-page__updated')!.textContent).toBe('पिछला बदलाव: 1 दिसंबर 2026');
    const sectionHeadings = headings(2);
    expect(sectionHeadings).toContain('शिकायत अधिकारी');
    for (const heading of sectionHeadings) expect(heading).toMatch(DEVANAGARI);

    const article = document.querySelector<HTMLElement>('.policy-text')!;
    // Every paragraph and list item is Hindi; nothing is marked as English.
    for (const block of article.querySelectorAll('p, li')) expect(block.textContent).toMatch(DEVANAGARI);
    expect(article.querySelector('[lang="en"]')).toBeNull();
    expect(article.querySelector('.policy-page__binding-note')).toBeNull();

    const officer = within(article).getByRole('link', { name: site.grievanceOfficer.email });
    expect(officer.getAttribute('href')).toBe(`mailto:${site.grievanceOfficer.email}`);
    expect(article.textContent).toContain('रितिका शर्मा');
    expect(article.textContent).toContain(site.grievanceOfficer.phoneDisplay);
    expect(article.textContent).toContain('भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India)');
    expect(article.textContent).not.toContain(site.grievanceOfficer.name);
    // A cookie choice's name is Hindi too.
    expect(article.textContent).toContain('"मुझे याद रखें"');
    // The contact hours are the shared catalog's Hindi ones, never the English '10am to 7pm'.
    expect(article.textContent).toContain(`${site.grievanceOfficer.phoneDisplay} पर फ़ोन करें (${i18n._(siteTexts.hours)})`);
    expect(article.textContent).not.toContain(site.hours);

    // The rights list follows its Hindi introduction, as the English one does.
    const rights = [...article.querySelectorAll('section')].find((section) => section.querySelector('h2')!.textContent === 'आपके अधिकार')!;
    expect(rights.querySelector('p + ul')!.previousElementSibling!.textContent).toBe('DPDP Act के तहत आपको ये अधिकार हैं:');
    expect(rights.querySelectorAll('li')).toHaveLength(6);
  });

  it('keeps the English notice exactly as it was on /privacy-policy', async () => {
    await renderPage('/privacy-policy', <PrivacyPolicyPage />, undefined, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(document.querySelector('.policy-page__updated')!.textContent).toBe('Last updated: December 1, 2026');
    expect(document.querySelector('.policy-text')!.textContent).toContain(`Our database also keeps encrypted recovery copies for`);
  });
});

describe('/hi/terms-conditions and /hi/return-policy', () => {
  it('gives the whole terms in Hindi: headings, every paragraph, the hours; names, e-mails and the address as written', async () => {
    await renderPage('/terms-conditions', <TermsPage />, 'policies');
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'इस पेज पर' })).toBeTruthy();
    const article = document.querySelector<HTMLElement>('.policy-text')!;
    const blocks = [...article.querySelectorAll('p, li')];
    expect(blocks.length).toBeGreaterThan(25);
    for (const block of blocks) expect(block.textContent).toMatch(DEVANAGARI);
    expect(article.querySelector('[lang="en"]')).toBeNull();
    expect(article.textContent).toContain('उपभोक्ता संरक्षण अधिनियम, 2019 (Consumer Protection Act, 2019)');
    expect(article.textContent).toContain(site.grievanceEmail);
    expect(article.textContent).toContain(`${site.phoneDisplay} पर फ़ोन करें (${i18n._(siteTexts.hours)})`);
    expect(article.textContent).not.toContain(site.hours);
  });

  it('keeps the English terms on /terms-conditions', async () => {
    await renderPage('/terms-conditions', <TermsPage />, undefined, '/terms-conditions');
    const article = document.querySelector<HTMLElement>('.policy-text')!;
    expect(article.textContent).toContain('Consumer Protection Act, 2019');
    expect(article.textContent).toContain(`call ${site.phoneDisplay} (${site.hours})`);
    expect(article.textContent).not.toMatch(DEVANAGARI);
  });

  it('shows the return policy in Hindi', async () => {
    await renderPage('/return-policy', <ReturnPolicyPage />, 'policies');
    expect(screen.getByRole('heading', { level: 1, name: 'वापसी और रिफ़ंड पॉलिसी' })).toBeTruthy();
    for (const block of document.querySelectorAll('.policy-text p, .policy-text li')) expect(block.textContent).toMatch(DEVANAGARI);
  });
});

describe('/hi/stores and /hi/about', () => {
  it('labels the stores in Hindi and keeps names, addresses and numbers as written', async () => {
    await renderPage('/stores', <StoresPage />, 'stores');
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे स्टोर' })).toBeTruthy();
    const first = stores[0]!;
    expect(screen.getByRole('heading', { level: 2, name: first.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: `नक्शा दिखाएँ: ${first.title} का नक्शा` })).toBeTruthy();
    expect(screen.getAllByText('24 घंटे सेवा')).toHaveLength(stores.length);
    expect(document.body.textContent).toContain(first.address);
    expect(screen.getAllByRole('link', { name: first.mobile })[0]!.getAttribute('href')).toBe(`tel:${site.phoneE164}`);
  });

  it('shows the about page and its benefit cards in Hindi', async () => {
    await renderPage('/about', <AboutPage />, 'about');
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeTruthy();
    expect(headings(3)).toEqual(['मुफ़्त डिलीवरी', 'सुरक्षित भुगतान', '24/7 ग्राहक सहायता']);
    expect(screen.getByRole('link', { name: 'पर्चा अपलोड करें' }).getAttribute('href')).toBe('/hi/upload');
    expect(i18n.locale).toBe('hi');
  });
});
