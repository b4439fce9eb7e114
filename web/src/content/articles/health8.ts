import type { ArticleBlock } from './article-types';

/**
 * Body of /health8 ("Know Your Skin Type: A Simple Guide to the Five Common Types").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'Walk into any pharmacy and you will find cleansers, moisturisers and sunscreens labelled for dry, oily or sensitive skin. Picking the right one is much easier when you know your own skin type. Using products that suit your skin can reduce problems such as tightness, shine, breakouts and irritation, and can save you money on products that do not work for you.',
  },
  { kind: 'heading', text: 'What does skin type mean?' },
  {
    kind: 'paragraph',
    text: 'Your skin type describes how much oil your skin produces and how easily it reacts. It is influenced by your genes, age, hormones and the climate you live in. Skin type is not fixed for life. Many people in Delhi NCR notice that their skin feels oilier during the humid monsoon and drier in the cold, dry winter. Skin also tends to become drier with age, and hormonal changes such as puberty, pregnancy and menopause can shift it too.',
  },
  {
    kind: 'paragraph',
    text: 'Skin type is also different from a skin condition. Acne, eczema, rosacea, melasma and fungal infections are conditions that can affect any skin type and may need medical treatment.',
  },
  { kind: 'heading', text: 'A simple at-home test' },
  {
    kind: 'paragraph',
    text: 'Wash your face with a mild cleanser and lukewarm water, then pat it dry. Do not apply any moisturiser, serum or make-up. Wait for about 30 minutes to an hour, and then look at your skin in natural light and notice how it feels. You can also press a clean tissue gently on your forehead, nose, cheeks and chin to see where oil appears. Compare what you see with the descriptions below.',
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health8-inline.svg',
      alt: 'Illustration of a face outline with the forehead, nose and chin zone highlighted',
      width: 800,
      height: 450,
    },
    caption: 'The forehead, nose and chin form the T-zone, where oil usually shows first.',
  },
  { kind: 'heading', text: 'The five common skin types' },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Normal skin. How to identify it: after the test your skin feels comfortable, neither tight nor greasy, with little visible shine, small pores and few dry patches. Care tips: keep the routine simple with a gentle cleanser, a light moisturiser and daily sunscreen; avoid adding many strong products just because they are popular.',
      'Dry skin. How to identify it: your skin feels tight soon after washing and may look dull, rough or flaky, especially on the cheeks; fine lines may be more noticeable, and darker skin may look ashy. Care tips: use a creamy, non-foaming cleanser and lukewarm water, apply a richer cream containing ingredients such as glycerin, ceramides or shea butter while skin is still slightly damp, and keep baths short.',
      'Oily skin. How to identify it: your whole face looks shiny within an hour, pores look larger, and a tissue picks up oil from most areas; you may be more prone to blackheads and pimples. Care tips: wash twice a day with a gentle foaming or gel cleanser, use a light, oil-free moisturiser and a gel or fluid sunscreen labelled non-comedogenic, and avoid over-washing or harsh scrubs, which can irritate the skin.',
      'Combination skin. How to identify it: the T-zone (forehead, nose and chin) is oily, while the cheeks feel normal or dry. This is one of the most common patterns. Care tips: use a gentle cleanser for the whole face, a light moisturiser on the T-zone and a slightly richer one on dry areas if needed, and adjust the routine with the seasons.',
      'Sensitive skin. How to identify it: your skin often stings, burns, itches or turns red after using new products, fragrances or after sun and heat exposure, and it may react to many cosmetics. Care tips: choose fragrance-free products with short ingredient lists, introduce one new product at a time, patch test first, use a mineral sunscreen if chemical filters sting, and speak to a dermatologist if reactions are frequent.',
    ],
  },
  { kind: 'heading', text: 'Care basics for every skin type' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Cleanse gently once or twice a day; more washing is not better.',
      'Moisturise daily. Even oily skin benefits from a light, oil-free moisturiser.',
      'Use a broad-spectrum sunscreen of SPF 30 or more on exposed skin every day, and reapply when you are outdoors for long periods.',
      'Do not pick or squeeze pimples, as this can leave dark marks and scars.',
      'Remove make-up before sleeping.',
      'Eat a balanced diet, drink enough water and try to sleep well, which support overall health.',
    ],
  },
  { kind: 'subheading', text: 'How to patch test a new product' },
  {
    kind: 'paragraph',
    text: 'Apply a small amount of the new product to a small area, such as the inner forearm or behind the ear, once or twice a day for several days. If you notice redness, itching, swelling or burning, wash it off and do not use the product. A patch test lowers the risk of a reaction on your face, but it cannot rule it out completely.',
  },
  { kind: 'subheading', text: 'Be careful with strong ingredients' },
  {
    kind: 'paragraph',
    text: 'Products containing retinoids, exfoliating acids such as glycolic or salicylic acid, and high-strength vitamin C can be useful but may irritate the skin, especially dry or sensitive skin. Start with one product at a time, use it a few times a week at first, and always use sunscreen. Avoid using several strong products together unless a dermatologist has advised it. If you are pregnant or planning a pregnancy, ask a doctor before using retinoids.',
  },
  { kind: 'heading', text: 'When to see a dermatologist' },
  {
    kind: 'paragraph',
    text: 'A dermatologist can confirm your skin type and check whether a skin condition is behind your symptoms. Book an appointment if:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'You have acne that is painful, leaves marks or scars, or does not improve with basic care.',
      'Your skin is constantly red, flushed, itchy or scaly.',
      'You react to most products you try.',
      'You notice dark patches that are spreading, or a mole that changes in size, shape or colour.',
      'A rash spreads quickly, blisters, oozes or comes with swelling of the face or lips; seek medical help urgently if you also have difficulty breathing.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Avoid using steroid creams or combination creams without a prescription for pimples, dark spots or rashes. These creams can thin the skin and cause other problems when used without medical supervision. Your pharmacist can help you choose gentle everyday products and guide you on when to see a doctor.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general health information and is not medical advice. It does not replace a consultation with a qualified professional. Please consult a doctor or pharmacist about your own skin, symptoms or medicines.',
  },
];
