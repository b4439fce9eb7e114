import type { ArticleBlock } from './article-types';

/**
 * Body of /health10 ("Reducing Skin Inflammation Naturally: Gentle Steps That Help").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: "Inflammation is the body's natural response to irritation, injury or infection. On the skin it can appear as redness, warmth, swelling, itching, stinging or a rash. On darker skin tones, inflamed areas may look brown, purple or greyish rather than red. Mild inflammation often settles with gentle care and by removing whatever is causing it. This article explains simple, natural steps that can help, and the signs that mean you should see a doctor.",
  },
  { kind: 'heading', text: 'Common causes of skin inflammation' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Irritant contact dermatitis, caused by harsh soaps, detergents, cleaning products or overuse of skincare actives.',
      'Allergic contact dermatitis, for example to fragrance, nickel in jewellery or buckles, or hair dye.',
      'Eczema (atopic dermatitis), which causes dry, itchy, inflamed patches that come and go.',
      'Acne and rosacea, which cause inflamed bumps or facial redness and flushing.',
      'Sunburn and heat rash (prickly heat), both common in the Indian summer.',
      'Infections such as fungal, bacterial or viral skin infections, which need specific treatment.',
    ],
  },
  { kind: 'heading', text: 'Gentle skincare that calms the skin' },
  {
    kind: 'paragraph',
    text: 'Inflamed skin has a weakened barrier, so the aim is to do less, not more. A short, simple routine gives the skin a chance to repair itself.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Wash with lukewarm water and a mild, fragrance-free cleanser. Avoid hot water, which can increase redness and itching.',
      'Pat the skin dry with a soft towel instead of rubbing.',
      'Apply a fragrance-free moisturiser regularly to support the skin barrier.',
      'Pause scrubs, peels, retinoids, exfoliating acids and strong vitamin C products until the skin settles.',
      'Use a sunscreen daily; mineral sunscreens containing zinc oxide or titanium dioxide are often better tolerated by sensitive skin.',
      'Introduce only one new product at a time, and patch test it first on a small area.',
      'Wear loose, breathable cotton clothing, and avoid scratching; keep nails short.',
    ],
  },
  { kind: 'subheading', text: 'Cool compresses' },
  {
    kind: 'paragraph',
    text: 'A clean, soft cloth soaked in cool water and placed on itchy or hot skin for a few minutes can ease discomfort. Do not put ice directly on the skin.',
  },
  { kind: 'heading', text: 'Soothing options: aloe vera and oatmeal' },
  { kind: 'subheading', text: 'Aloe vera' },
  {
    kind: 'paragraph',
    text: 'Aloe vera gel has long been used in Indian homes for minor burns and sunburn, and many people find it cooling and soothing. Scientific evidence for its benefits is mixed, so it is best seen as a comfort measure for mild irritation rather than a treatment. If you buy a gel, choose one without added fragrance or alcohol. If you use a leaf from a plant, rinse off the yellow sap, which can irritate the skin. Some people are allergic to aloe, so test a small area first and stop if the skin becomes redder or itchier. Do not apply it to open wounds or deep burns.',
  },
  { kind: 'subheading', text: 'Colloidal oatmeal' },
  {
    kind: 'paragraph',
    text: 'Colloidal oatmeal is oats ground into a very fine powder. It is used in many moisturisers and bath products for dry, itchy skin and can help relieve itching and protect the skin. At home, you can blend plain oats into a very fine powder, stir it into a lukewarm bath, and soak for about 10 to 15 minutes, then pat dry and moisturise. Stop if it causes irritation.',
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health10-inline.svg',
      alt: 'Illustration of a bowl of oats next to a cut aloe vera leaf',
      width: 800,
      height: 450,
    },
    caption: 'Fragrance-free aloe gel and colloidal oatmeal are gentle comfort measures for mild irritation.',
  },
  { kind: 'subheading', text: 'Home remedies to avoid' },
  {
    kind: 'paragraph',
    text: 'Some popular remedies can make inflamed skin worse. Avoid applying lemon juice, raw garlic, toothpaste, baking soda, undiluted essential oils or spirit to irritated skin. Even natural products can cause allergic reactions. Kitchen pastes may also hide the real cause, such as an infection, and delay proper treatment.',
  },
  { kind: 'heading', text: 'Diet and lifestyle' },
  {
    kind: 'paragraph',
    text: 'No single diet cures skin inflammation, but a balanced eating pattern supports overall health and healing. Fill your plate with vegetables, fruits, whole grains, pulses, nuts and seeds, and include sources of omega-3 fats such as fish, walnuts or flaxseed. Limit sugary drinks, sweets and highly processed snacks. For some people with acne, foods that raise blood sugar quickly and, possibly, large amounts of milk may worsen breakouts, although this varies from person to person.',
  },
  {
    kind: 'paragraph',
    text: 'Food allergies can trigger rashes or hives, but cutting out whole food groups without a proper diagnosis can lead to poor nutrition, especially in children. If you suspect a food trigger, keep a diary and discuss it with a doctor.',
  },
  {
    kind: 'paragraph',
    text: 'Sleep and stress matter too. Stress can trigger flares of eczema, psoriasis, acne and rosacea in some people. Regular sleep, physical activity, and relaxation practices such as slow breathing, yoga or a daily walk may help. Avoid smoking, and limit alcohol, which can worsen facial redness.',
  },
  { kind: 'heading', text: 'Know your triggers' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Heat, sweat and humidity, common in the summer and monsoon months.',
      'Dry winter air and long hot baths.',
      'Fragranced soaps, perfumes, deodorants and scented detergents.',
      'Rough fabrics such as wool directly on the skin.',
      'Strong sun, particularly for rosacea and sun-sensitive skin.',
      'Hot drinks, spicy food and alcohol, which can set off flushing in rosacea.',
      'Air pollution and dust, which may aggravate sensitive skin.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Keeping a simple diary of flares, products used, foods and weather can help you and your doctor spot patterns.',
  },
  { kind: 'heading', text: 'When to seek medical care' },
  {
    kind: 'paragraph',
    text: 'See a doctor or dermatologist if the rash does not improve within one to two weeks of gentle care, keeps coming back, covers a large area, or affects the skin around the eyes. Seek care promptly if you notice:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Redness that spreads quickly, feels hot and painful, or comes with fever, which may be a skin infection.',
      'Blisters, oozing, or honey-coloured crusts.',
      'A painful rash with blisters in a band on one side of the body, which may be shingles and is best treated early.',
      'A rash that appears with fever, joint pain or feeling generally unwell.',
      'Redness or peeling after starting a new medicine.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Go to an emergency department straight away if a rash comes with swelling of the face, lips or tongue, difficulty breathing or swallowing, or dizziness. These can be signs of a severe allergic reaction.',
  },
  {
    kind: 'paragraph',
    text: 'Do not use steroid creams, or combination creams that mix a steroid with antifungal or antibiotic ingredients, without a prescription. Used without medical advice, they can thin the skin and make fungal infections spread. A pharmacist can suggest gentle, fragrance-free products and advise when you need to see a doctor.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general health information and is not medical advice. It does not replace a consultation with a qualified professional. Please consult a doctor or pharmacist about your own skin, symptoms or medicines.',
  },
];
