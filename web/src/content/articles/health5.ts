import type { ArticleBlock } from './article-types';

/**
 * Body of /health5 ("Winter Hair Loss: Why It Happens and How to Care for Your Hair").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'As temperatures drop across North India, many people notice more hair on their comb, pillow or bathroom floor. Winter can make hair dry, brittle and more likely to break, and a flaky scalp often becomes worse. In most cases this is temporary and improves with better care, but hair loss can also be a sign of an underlying health issue. Here is how to tell the difference and look after your hair through the season.',
  },
  { kind: 'heading', text: 'How much hair fall is normal?' },
  {
    kind: 'paragraph',
    text: 'Hair grows in cycles, and every hair eventually rests and falls out to make way for a new one. Losing around 50 to 100 hairs a day is generally considered normal, and you may see more on days you wash or oil your hair. It is worth paying attention if you notice a clear change, such as much more hair in the shower than usual, a widening parting, a receding hairline, or bald patches.',
  },
  { kind: 'subheading', text: 'Shedding or breakage?' },
  {
    kind: 'paragraph',
    text: 'A hair that has shed from the root usually has a small white bulb at one end. Short, broken pieces without a bulb point to breakage, which is common in winter when hair is dry. Breakage is mostly about hair care, while increased shedding from the root may need a closer look at your health.',
  },
  { kind: 'heading', text: 'Why hair suffers in winter' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Cold, dry air and indoor heaters draw moisture out of the scalp and hair, making strands brittle.',
      'Very hot water strips the natural oils from the scalp and hair.',
      'Dandruff (seborrhoeic dermatitis) often flares in winter, causing itching, scratching and flaking.',
      'Woollen caps and scarves create friction, and wearing a cap over damp hair can lead to breakage and scalp irritation.',
      'Less time in the sun and changes in diet and activity during winter may affect overall health.',
    ],
  },
  { kind: 'subheading', text: 'Other common causes of hair fall' },
  {
    kind: 'paragraph',
    text: 'A large amount of shedding often starts two to three months after a trigger such as a high fever (for example dengue, typhoid or COVID-19), surgery, childbirth, major stress or a crash diet. This is called telogen effluvium, and it usually settles within a few months once the trigger has passed. Other causes include iron deficiency, thyroid problems, polycystic ovary syndrome (PCOS), pattern hair loss, alopecia areata (patchy hair loss), tight hairstyles and some medicines.',
  },
  { kind: 'heading', text: 'A gentle winter hair care routine' },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Wash with lukewarm rather than hot water, using a mild shampoo. Wash as often as your scalp needs; an oily or flaky scalp may need more frequent washing, not less.',
      'Use a conditioner on the lengths of your hair after every wash to reduce tangling and breakage.',
      'If you have dandruff, use an anti-dandruff shampoo containing an ingredient such as ketoconazole, zinc pyrithione or selenium sulfide, and leave it on the scalp for a few minutes before rinsing.',
      'If you like oiling, apply a small amount of coconut or another light oil to the lengths of your hair before washing. Oiling can soften hair and reduce breakage, but it does not make hair grow faster, and leaving heavy oil on a flaky scalp can worsen dandruff.',
      'Pat hair dry with a soft towel or cotton T-shirt instead of rubbing, and let it dry before covering it with a cap.',
      'Use a wide-tooth comb, starting from the ends and working up, and avoid combing roughly when hair is wet.',
      'Limit hair dryers, straighteners and curling tools, and use the lowest heat setting when you do.',
      'Avoid tight ponytails, buns and braids, and choose caps with a smooth cotton or satin lining.',
    ],
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health5-inline.svg',
      alt: 'Illustration of a wide-tooth comb, a small bottle of hair oil and a folded towel',
      width: 800,
      height: 450,
    },
    caption: 'Lukewarm water, a wide-tooth comb and gentle drying help prevent breakage.',
  },
  { kind: 'heading', text: 'Food for healthy hair' },
  {
    kind: 'paragraph',
    text: 'Hair is made of protein, and the roots need a steady supply of nutrients. No single food will stop hair fall, but a balanced diet supports healthy growth:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Protein at every meal from dal, rajma, chana, paneer, curd, milk, soya, eggs, fish or chicken.',
      'Iron from green leafy vegetables such as palak, bathua and methi, legumes and meat, paired with vitamin C from amla, guava, oranges or lemon to aid absorption.',
      'Zinc and healthy fats from nuts, seeds such as pumpkin and flax, and whole grains like bajra and ragi.',
      'Vitamin B12 from dairy, eggs, fish and meat, with a supplement on medical advice for strict vegetarians if needed.',
      'Enough water through the day, even though you may feel less thirsty in winter.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Supplements help mainly when you are actually deficient. Biotin deficiency is uncommon, and extra biotin is unlikely to help if your levels are normal. High-dose biotin can also interfere with some blood tests, including thyroid tests, so tell your doctor if you take it. Too much vitamin A or selenium can itself cause hair loss. Crash diets are a common trigger for shedding, so aim for steady, balanced eating.',
  },
  { kind: 'heading', text: 'When to see a dermatologist' },
  {
    kind: 'paragraph',
    text: 'See a dermatologist or your doctor if you notice any of the following:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Heavy shedding that continues for more than about three months, or does not improve with better hair care.',
      'Round bald patches, a receding hairline or a noticeably widening parting.',
      'A red, painful, very itchy or scaly scalp, or pus-filled bumps.',
      'Hair loss along with tiredness, weight change, feeling cold, irregular periods, acne or excess facial hair.',
      'Hair loss that began after starting a new medicine. Do not stop a prescribed medicine without speaking to your doctor.',
      'Loss of eyebrows or eyelashes, or hair loss in a child.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Your doctor may suggest blood tests such as a complete blood count, ferritin (iron stores), thyroid function, vitamin B12 or vitamin D, depending on your symptoms. Treatments depend on the cause and may include correcting a deficiency, medicated shampoos, or prescription treatments for pattern hair loss. Starting treatment early usually gives the best results, so do not wait too long if something seems wrong.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general information and is not medical advice. Hair loss has many possible causes, and the right treatment depends on a proper diagnosis. Please consult a dermatologist, doctor or pharmacist before starting any supplement or hair treatment. Medvika’s pharmacists can help you choose suitable shampoos and hair care products.',
  },
];
