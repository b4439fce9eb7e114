import type { ArticleBlock } from './article-types';

/**
 * Body of /health6 ("Herbal Teas: Tulsi, Ginger, Chamomile, Green Tea and How to Enjoy Them Safely").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'From a cup of adrak wali chai to a home-made kadha during the winter, infusions of herbs and spices have long been part of Indian households. Today, supermarket shelves also carry tulsi, chamomile, green tea and many blends. Herbal teas can be a pleasant, low-calorie way to stay hydrated, but they are not cures, and some can interact with medicines. Here is a balanced look at the most popular options.',
  },
  { kind: 'heading', text: 'What counts as herbal tea?' },
  {
    kind: 'paragraph',
    text: 'Strictly speaking, tea comes from the Camellia sinensis plant, which gives us black, green and white tea. Herbal teas, or tisanes, are made from other plants: leaves, flowers, roots, seeds or spices steeped in hot water. Most herbal teas are naturally caffeine-free, while green tea does contain caffeine, though usually less than a cup of coffee.',
  },
  { kind: 'heading', text: 'Popular herbal teas and what research suggests' },
  { kind: 'subheading', text: 'Tulsi (holy basil)' },
  {
    kind: 'paragraph',
    text: 'Tulsi is valued in Ayurveda and grown in many Indian homes. Small human studies suggest it may help with feelings of stress and may have modest effects on blood sugar, but the research is limited and more good-quality studies are needed. A cup or two of tulsi tea is a comforting habit for most adults. People taking medicines for diabetes should keep an eye on their sugar levels if they drink it regularly.',
  },
  { kind: 'subheading', text: 'Ginger (adrak)' },
  {
    kind: 'paragraph',
    text: 'Ginger is one of the better-studied herbs. There is reasonable evidence that it can help relieve some types of nausea. It is also widely used to soothe a sore throat during a cold. In larger amounts ginger can cause heartburn or stomach upset, and it may add to the effect of blood-thinning medicines, so people on such medicines should check with their doctor before taking large amounts or supplements.',
  },
  { kind: 'subheading', text: 'Chamomile' },
  {
    kind: 'paragraph',
    text: 'Chamomile tea is traditionally used to relax before bed and to settle the stomach. Some studies suggest it may help mildly with sleep or anxiety, but the evidence is not strong. People allergic to plants of the daisy family, such as marigold or chrysanthemum, may react to chamomile. It may also interact with blood thinners such as warfarin and add to the drowsiness caused by sedative medicines.',
  },
  { kind: 'subheading', text: 'Green tea' },
  {
    kind: 'paragraph',
    text: 'Green tea contains caffeine and plant compounds called catechins. Drinking green tea in normal amounts is generally considered safe for most adults, and research on its possible benefits for the heart and metabolism is ongoing, with mixed results. It is not a reliable weight-loss tool on its own. Concentrated green tea extract supplements, which are different from brewed tea, have been linked to rare cases of liver injury. Green tea, like regular tea, can reduce the absorption of iron from plant foods, so drink it between meals rather than with them, especially if you are anaemic or taking iron tablets.',
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health6-inline.svg',
      alt: 'Illustration of fresh tulsi leaves, a piece of ginger root, chamomile flowers and green tea leaves',
      width: 800,
      height: 450,
    },
    caption: 'Tulsi, ginger, chamomile and green tea are among the most popular choices.',
  },
  { kind: 'subheading', text: 'Other common choices' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Peppermint tea may ease a feeling of fullness and gas, but it can worsen acidity and heartburn in some people.',
      'Hibiscus tea may lower blood pressure slightly, which can add to the effect of blood pressure medicines. It is best avoided in pregnancy.',
      'Lemongrass and cinnamon teas are popular for their flavour. Cassia cinnamon, the common variety, contains a natural compound that can affect the liver in large amounts, so enjoy it in normal food quantities.',
      'Mulethi (liquorice) is a common ingredient in kadha and throat remedies. Regular or large amounts can raise blood pressure and lower potassium, so it should be avoided by people with high blood pressure, heart or kidney disease, and during pregnancy.',
    ],
  },
  { kind: 'heading', text: 'Cautions and interactions' },
  {
    kind: 'paragraph',
    text: 'Natural does not always mean safe. Herbs contain active compounds, and their strength can vary between brands and batches. Keep these points in mind:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Blood thinners (such as warfarin, aspirin or clopidogrel): ginger, chamomile and some other herbs may increase bleeding risk in larger amounts.',
      'Diabetes medicines: tulsi, cinnamon and some blends may lower blood sugar further.',
      'Blood pressure medicines: hibiscus may add to their effect, while liquorice may raise blood pressure.',
      'Sedatives and sleeping pills: chamomile and some calming blends may add to drowsiness.',
      'Iron tablets: take them at least a couple of hours apart from green or black tea.',
      'Surgery: tell your doctor about all herbal teas and supplements before any procedure.',
      'Temperature: let your tea cool a little. Regularly drinking very hot beverages has been linked to a higher risk of cancer of the food pipe.',
    ],
  },
  { kind: 'subheading', text: 'Kadha and home blends' },
  {
    kind: 'paragraph',
    text: 'Kadha made with tulsi, ginger, black pepper, cloves, cinnamon and other spices can be soothing in small amounts. Drinking strong kadha several times a day for long periods may irritate the stomach and cause acidity or mouth ulcers in some people. Keep it mild and occasional.',
  },
  { kind: 'heading', text: 'Pregnancy, breastfeeding and children' },
  {
    kind: 'paragraph',
    text: 'Many herbs have not been well studied in pregnancy or breastfeeding, so it is wise to be cautious. Ginger in modest amounts is sometimes suggested for morning sickness, but check with your doctor first. Avoid liquorice, hibiscus and concentrated herbal supplements unless your doctor approves them. If you drink green or black tea, count it towards your total daily caffeine, which is generally advised to be kept under 200 mg a day in pregnancy. For children, offer only mild, unsweetened herbal drinks in small amounts, and ask a paediatrician before giving herbal remedies to infants.',
  },
  { kind: 'heading', text: 'When to see a doctor' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'If you take regular medicines and plan to drink herbal tea daily, ask your doctor or pharmacist whether there are any interactions.',
      'If you are using herbal tea for a symptom such as a cough, poor sleep, indigestion or anxiety that lasts more than a couple of weeks, get it checked rather than relying on tea alone.',
      'Seek urgent care for signs of an allergic reaction, such as swelling of the lips or face, hives or difficulty breathing.',
      'See a doctor promptly if you develop yellowing of the eyes or skin, dark urine or pain in the upper right abdomen while taking herbal products, as these may be signs of liver problems.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Enjoyed in sensible amounts and without much added sugar, herbal teas can be part of a healthy routine. Choose trusted brands and treat them as a comforting drink rather than a medicine.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general information and is not medical advice. Herbal products can interact with medicines and may not suit everyone. Please consult your doctor or pharmacist before using herbal teas or supplements regularly, especially if you are pregnant, breastfeeding or have a health condition. Medvika’s pharmacists are happy to check for interactions with your medicines.',
  },
];
