import type { ArticleBlock } from './article-types';

/**
 * Body of /health7 ("Winter Dry Skin: Causes, Daily Care and When to See a Dermatologist").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'As the temperature drops across Delhi NCR, many people notice that their skin feels tight after a bath, that their hands and heels crack, and that their legs and arms itch more than usual. Winter dry skin is very common and usually easy to manage at home. Knowing why it happens makes it much easier to prevent.',
  },
  { kind: 'heading', text: 'Why skin gets drier in winter' },
  {
    kind: 'paragraph',
    text: 'The outermost layer of the skin works like a protective wall. Skin cells are held together by natural fats, and together they keep water in and irritants out. When this barrier loses its oils or its water, the skin becomes rough, flaky and easily irritated. Several winter habits and conditions weaken this barrier at the same time.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Cold, dry air outdoors and wind, which pull moisture from the skin.',
      'Room heaters and blowers, which make indoor air even drier.',
      'Long, very hot baths, which wash away the natural oils of the skin.',
      'Harsh soaps, strong detergents and antiseptic liquids used every day.',
      'Woollen clothes worn directly against the skin, which can make itching worse.',
      'Age: older adults naturally produce less skin oil and tend to get drier skin.',
      'Skin and health conditions such as eczema, psoriasis, an underactive thyroid or diabetes.',
      'Some skin treatments, such as retinoid creams and certain acne medicines, which can dry the skin.',
    ],
  },
  { kind: 'subheading', text: 'Common signs of dry skin' },
  {
    kind: 'paragraph',
    text: 'Dry skin may feel tight, especially after washing. It can look rough, dull or flaky, and on darker skin tones it often appears grey or ashy. Itching is common, particularly on the shins, arms and back. Skin on the heels, knuckles, fingertips and lips may develop small cracks that sting or even bleed.',
  },
  { kind: 'heading', text: 'A simple moisturising routine' },
  {
    kind: 'paragraph',
    text: 'Moisturisers work by sealing water into the skin and softening the surface. You do not need an expensive product; regular, generous use matters more than the brand.',
  },
  { kind: 'subheading', text: 'Choose a richer texture in winter' },
  {
    kind: 'paragraph',
    text: 'Creams and ointments are thicker than lotions and usually work better in cold weather. Helpful ingredients include glycerin, ceramides, petroleum jelly, shea butter and urea at low strengths. If your skin is sensitive, choose a fragrance-free product. Plain petroleum jelly is inexpensive and very effective for cracked heels, hands and lips.',
  },
  { kind: 'subheading', text: 'Apply at the right time' },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Wash with a mild, fragrance-free or soap-free cleanser.',
      'Pat the skin gently with a soft towel instead of rubbing it dry.',
      'Apply moisturiser within a few minutes, while the skin is still slightly damp.',
      'Reapply on the hands after every hand wash, and on the face and body whenever skin feels tight.',
      'At night, use a thicker layer on the heels and hands; cotton socks or gloves can help it stay in place.',
      'Use a sunscreen on exposed skin during the day, because the winter sun still carries ultraviolet rays.',
    ],
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health7-inline.svg',
      alt: 'Illustration of a hand holding a dab of moisturising cream beside a cream tube',
      width: 800,
      height: 450,
    },
    caption: 'Moisturise within a few minutes of bathing to lock in water.',
  },
  { kind: 'subheading', text: 'What about traditional oils?' },
  {
    kind: 'paragraph',
    text: 'Many Indian families massage the body with coconut oil or mustard oil in winter. Plain coconut oil works as a simple moisturiser for the body in many people, although it may not suit acne-prone facial skin. Mustard oil can irritate sensitive skin in some people. If you try any oil, test it on a small patch of skin first, and stop if redness or itching develops.',
  },
  { kind: 'heading', text: 'Bathing habits that protect your skin' },
  {
    kind: 'paragraph',
    text: 'A hot bath feels comforting on a cold morning, but it is one of the biggest causes of winter dryness. Small changes make a real difference.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Use lukewarm water rather than hot water.',
      'Keep baths and showers short, around five to ten minutes.',
      'Use a gentle cleanser, and apply it mainly where needed, such as the underarms, groin and feet.',
      'Avoid scrubbing hard with loofahs, pumice stones or rough cloths on dry, irritated skin.',
      'Avoid adding antiseptic liquids to bath water every day unless a doctor has advised it.',
      'Moisturise straight after the bath, before you get dressed.',
    ],
  },
  { kind: 'heading', text: 'Other everyday tips' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Wear a soft cotton layer under woollens to reduce itching.',
      'Wear gloves outdoors and on two-wheeler rides to protect your hands from cold wind.',
      'If you use a room heater for long hours, a humidifier can add moisture to the air; clean it regularly as the maker advises.',
      'Drink enough water through the day, but remember that water alone will not fix dry skin without moisturiser.',
      'Eat a balanced diet with vegetables, fruits, pulses, nuts and seeds, which supports overall skin health.',
      'Use a mild detergent for clothes and rinse them well.',
      'Avoid licking dry lips, which makes them drier; use a plain lip balm instead.',
    ],
  },
  { kind: 'heading', text: 'When to see a dermatologist' },
  {
    kind: 'paragraph',
    text: 'Most winter dryness improves within a couple of weeks of regular moisturising and gentler bathing. See a doctor or dermatologist if:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Your skin does not improve after about two weeks of regular care.',
      'Itching is severe or disturbs your sleep.',
      'You have red, scaly, thickened or oozing patches, which may point to eczema, psoriasis or a fungal infection.',
      'Cracks are deep or painful, or show signs of infection such as spreading redness, warmth, swelling or pus.',
      'You have diabetes and notice cracks or sores on your feet.',
      'Dry skin comes with other symptoms such as tiredness, weight gain and feeling unusually cold, or increased thirst and frequent urination, which need a medical check.',
      'A baby, young child or elderly family member has severe dryness or itching.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Avoid using steroid creams or combination creams bought without a prescription for dry or itchy skin. They can thin the skin and may worsen some infections when used without medical advice. A pharmacist can help you choose a suitable fragrance-free moisturiser and tell you when a doctor visit is needed.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general health information and is not medical advice. It does not replace a consultation with a qualified professional. Please consult a doctor or pharmacist about your own skin, symptoms or medicines.',
  },
];
