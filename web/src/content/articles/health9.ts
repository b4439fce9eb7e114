import type { ArticleBlock } from './article-types';

/**
 * Body of /health9 ("Foods for a Healthy Brain: What to Put on Your Plate").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'The brain uses a large share of the energy and nutrients we take in every day. What we eat affects our blood vessels, blood sugar and overall health, and all of these in turn affect the brain. Research on diet and brain health is still developing, and much of it comes from observational studies that show links rather than proof. Even so, a consistent picture has emerged: eating patterns rich in vegetables, fruits, whole grains, nuts, pulses and fish, and low in highly processed foods, are associated with better brain health as we age.',
  },
  {
    kind: 'paragraph',
    text: 'No single food can prevent memory loss or dementia, and no food can replace medical care. Think of the foods below as building blocks of a balanced diet rather than as cures.',
  },
  { kind: 'heading', text: 'Foods that support brain health' },
  { kind: 'subheading', text: 'Fish and omega-3 fats' },
  {
    kind: 'paragraph',
    text: 'Oily fish contain long-chain omega-3 fats known as DHA and EPA. DHA is an important building block of brain cells. Eating fish regularly is linked with better heart health, and what is good for the heart and blood vessels is generally good for the brain. Indian options include mackerel (bangda), sardines (mathi or tarli), hilsa and rohu. Try to include fish about twice a week, cooked by steaming, grilling or in a light curry rather than deep frying.',
  },
  {
    kind: 'paragraph',
    text: 'Vegetarians can get a plant form of omega-3 called ALA from flaxseed (alsi), walnuts, chia seeds and mustard oil. The body converts only a small amount of ALA into DHA and EPA, so these foods are helpful but not an exact substitute for fish. Omega-3 supplements, including algae-based ones, are available; speak to a doctor before starting them, especially if you take blood-thinning medicines.',
  },
  { kind: 'subheading', text: 'Nuts and seeds' },
  {
    kind: 'paragraph',
    text: 'Nuts provide healthy fats, vitamin E, fibre and protein. Walnuts stand out for their ALA content, while almonds, peanuts, pumpkin seeds and sunflower seeds add vitamin E and minerals. A small handful a day, about 20 to 30 grams, is a sensible amount. Choose plain, unsalted nuts rather than fried or heavily salted namkeen.',
  },
  { kind: 'subheading', text: 'Leafy green vegetables' },
  {
    kind: 'paragraph',
    text: 'Leafy greens such as spinach (palak), fenugreek leaves (methi), mustard greens (sarson), amaranth (chaulai) and bathua provide folate, vitamin K, lutein and other plant compounds. In observational research, people who eat leafy greens regularly tend to show slower memory decline with age. Winter in North India is an excellent season for these greens; add them to dal, parathas, sabzi or soups.',
  },
  { kind: 'subheading', text: 'Berries and colourful fruits' },
  {
    kind: 'paragraph',
    text: 'Berries such as blueberries and strawberries are rich in flavonoids, plant compounds that have been studied for their possible benefits to memory. Imported berries can be expensive, so look at local, seasonal choices too: jamun, amla (Indian gooseberry), guava, pomegranate and oranges provide a range of vitamins and plant compounds. Eating a variety of colourful fruits is more useful than depending on any one of them.',
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health9-inline.svg',
      alt: 'Illustration of a balanced plate with grains, greens, fruit and a boiled egg',
      width: 800,
      height: 450,
    },
    caption: 'A balanced plate combines whole grains, vegetables, protein and fruit.',
  },
  { kind: 'subheading', text: 'Whole grains and millets' },
  {
    kind: 'paragraph',
    text: 'The brain runs mainly on glucose, and whole grains release energy more steadily than refined flour and sugar. Whole-wheat atta, oats, brown rice and millets such as ragi, bajra and jowar also provide fibre and B vitamins, and help support healthy blood sugar and cholesterol levels. Swapping some maida and white rice for whole grains is a practical change for most Indian kitchens.',
  },
  { kind: 'subheading', text: 'Eggs, pulses and dairy' },
  {
    kind: 'paragraph',
    text: 'Eggs provide protein, choline and vitamin B12. The body uses choline to make a chemical messenger involved in memory, and vitamin B12 is needed for healthy nerves. Vitamin B12 deficiency can cause tiredness, numbness and memory problems, and it is common in India, particularly among people who eat little or no animal food. Milk, curd and paneer provide some B12, but if you are vegetarian or vegan, ask your doctor whether a blood test or supplement is right for you. Pulses such as dal, rajma and chana add protein, folate and fibre.',
  },
  { kind: 'subheading', text: 'Turmeric: keep expectations realistic' },
  {
    kind: 'paragraph',
    text: 'Turmeric (haldi) contains curcumin, which has interesting effects in laboratory studies. However, evidence that turmeric or curcumin improves memory in people is limited and not conclusive, and curcumin is poorly absorbed on its own. Using turmeric as a spice in everyday cooking is safe for most people. High-dose curcumin supplements are a different matter: they can interact with blood thinners and some other medicines and may not suit people with gallstones, so check with a doctor or pharmacist first.',
  },
  { kind: 'heading', text: 'Foods and habits to limit' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Sugary drinks, sweets and refined snacks, which cause blood sugar spikes and add empty calories.',
      'Deep-fried foods and foods made with reused oil or vanaspati, which may contain harmful trans fats.',
      'Excess salt from pickles, papad, namkeen and packaged foods, which raises blood pressure, a major risk factor for stroke.',
      'Alcohol, which can harm the brain; if you do not drink, there is no reason to start.',
      'Tobacco in any form, including smoking and chewing.',
    ],
  },
  { kind: 'heading', text: 'Beyond the plate' },
  {
    kind: 'paragraph',
    text: 'Food works best alongside other healthy habits. Regular physical activity, good sleep, staying socially and mentally active, treating hearing problems, and keeping blood pressure, blood sugar and cholesterol under control are all linked to better brain health. A brisk walk after dinner, learning a new skill or spending time with friends and family are simple places to start.',
  },
  { kind: 'heading', text: 'When to see a doctor' },
  {
    kind: 'paragraph',
    text: 'Occasional forgetfulness, such as misplacing keys, is common. See a doctor if you or a family member:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Has memory problems that affect daily life, such as repeating questions or forgetting recent conversations.',
      'Gets lost in familiar places or has trouble handling money or routine tasks.',
      'Shows changes in personality, mood or behaviour.',
      'Has ongoing tiredness, numbness or tingling, which may point to a deficiency such as vitamin B12.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Seek emergency care immediately for sudden confusion, face drooping, weakness of an arm or leg, slurred speech or loss of vision. These may be signs of a stroke, and every minute counts.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general health information and is not medical advice. It does not replace a consultation with a qualified professional. Please consult a doctor or pharmacist before changing your diet significantly or starting any supplement.',
  },
];
