/** @vitest-environment happy-dom */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { faq, type FaqEntry } from '../../web/src/content/faq';
import { contentText } from '../../web/src/i18n/content-text';
import { FaqPage } from '../../web/src/features/faq/FaqPage';

function renderFaq(entry = '/faq') {
  const router = createMemoryRouter(
    [
      { path: '/faq', element: <FaqPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

/** The questions (each entry's <summary>), in order. */
const questions = () => [...document.querySelectorAll<HTMLElement>('details.faq-item > summary')];
const question = (text: string) => questions().find((summary) => summary.textContent === text)!;
/** The answer of a question: the rest of its <details>. */
function panelOf(summary: HTMLElement): HTMLElement {
  const panel = summary.parentElement!.querySelector<HTMLElement>('.faq-item__answer');
  expect(panel).not.toBeNull();
  return panel!;
}
/** Which questions are open (their <details> has `open`). */
function openQuestions(): string[] {
  return questions()
    .filter((summary) => (summary.parentElement as HTMLDetailsElement).open)
    .map((summary) => summary.textContent ?? '');
}

/** An entry's question and answer as the English page shows them. */
const questionOf = (entry: FaqEntry) => contentText(i18n, entry.question);
const answerOf = (entry: FaqEntry) => entry.answer.map((paragraph) => contentText(i18n, paragraph)).join('\n\n');

const first = faq[0]!;
const second = faq[1]!;
const third = faq[2]!;

afterEach(cleanup);

describe('FAQ accordion', () => {
  it('renders every entry as an exclusive <details> whose summary holds the heading, all closed at first', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(questions()).toHaveLength(faq.length);
    for (const summary of questions()) {
      expect(summary.querySelector('h2')?.textContent).toBe(summary.textContent);
      expect(summary.parentElement!.getAttribute('name')).toBe('faq');
      expect(panelOf(summary).closest('details')).toBe(summary.parentElement);
    }
    expect(openQuestions()).toEqual([]);
  });

  it('keeps one answer open at a time, and closes the open one when its question is clicked', async () => {
    const { user } = renderFaq();
    await user.click(question(questionOf(first)));
    expect(openQuestions()).toEqual([questionOf(first)]);
    expect(within(panelOf(question(questionOf(first)))).getByText(/reference number on screen/)).toBeTruthy();

    await user.click(question(questionOf(second)));
    expect(openQuestions()).toEqual([questionOf(second)]);

    await user.click(question(questionOf(second)));
    expect(openQuestions()).toEqual([]);

    await user.click(question(questionOf(third)));
    await user.click(question(questionOf(first)));
    expect(openQuestions()).toEqual([questionOf(first)]);
  });

  // Enter and Space toggle a <summary> natively: tested in Chromium (tests/e2e/brochure-pages.test.ts), not in happy-dom.
  it('moves between questions with the arrow, Home and End keys', async () => {
    const { user } = renderFaq();
    question(questionOf(first)).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(question(questionOf(second)));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(question(questionOf(third)));

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(questions().at(-1));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(question(questionOf(first)));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(questions().at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(question(questionOf(first)));
    expect(openQuestions()).toEqual([]);
  });

  it("contains the spec's FAQ facts (§9)", async () => {
    const { user } = renderFaq();
    const answers = faq.map(answerOf).join('\n');
    expect(answers).toMatch(/older than six months/);
    expect(answers).toMatch(/image is unclear/);
    expect(answers).toMatch(/same-day/);
    expect(answers).toMatch(/\(\/track\)/); // docs/architecture/departures.md: no account, so /track instead of the spec's 'My Orders'
    expect(answers).toMatch(/as little as an hour/);
    // And they are on the page once their question is opened.
    const delivery = faq.find((entry) => answerOf(entry).includes('as little as an hour'))!;
    await user.click(question(questionOf(delivery)));
    expect(within(panelOf(question(questionOf(delivery)))).getByText(/as little as an hour/)).toBeTruthy();
  });

  it('opens the answer named in the URL hash, and links contact details and site paths', async () => {
    const returns = faq.find((entry) => answerOf(entry).includes('(/return-policy)'))!;
    const { user } = renderFaq(`/faq#faq-${returns.id}`);
    expect(openQuestions()).toEqual([questionOf(returns)]);
    const panel = panelOf(question(questionOf(returns)));
    expect(within(panel).getByRole('link', { name: 'care@medvika.in' }).getAttribute('href')).toBe('mailto:care@medvika.in');
    expect(within(panel).getByRole('link', { name: '+91 98110 42367' }).getAttribute('href')).toBe('tel:+919811042367');
    await user.click(within(panel).getByRole('link', { name: '/return-policy' }));
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });
});
