import type { ArticleBlock } from './article-types';

/**
 * Body of /health4 ("Cold and Cough: Home Care, Safe Use of Medicines and Red Flags").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'A runny nose, sore throat, sneezing and a nagging cough are familiar to almost everyone, especially during the cold months and the high-pollution days of a Delhi winter. Most of these illnesses are caused by viruses and get better on their own. Knowing how to look after yourself, and when a cough is more than a simple cold, helps you recover comfortably and safely.',
  },
  { kind: 'heading', text: 'What causes a cold and cough?' },
  {
    kind: 'paragraph',
    text: 'The common cold is a viral infection of the nose and throat. Many different viruses can cause it, which is why you can catch colds again and again. Symptoms usually peak in the first two to three days and improve within about 7 to 10 days, although a cough can linger for up to three weeks as the airways settle.',
  },
  {
    kind: 'paragraph',
    text: 'Influenza (flu) and COVID-19 can start like a cold, but flu more often brings a sudden high fever, body aches, chills and marked tiredness. Allergies and air pollution can also cause sneezing, a blocked nose and cough, usually without fever.',
  },
  { kind: 'heading', text: 'Home care that helps' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Rest and sleep as much as you can; your body recovers best when it is not overworked.',
      'Drink plenty of warm fluids such as water, soups, dal water, ginger or tulsi tea, or haldi doodh if you enjoy it.',
      'Gargle with warm salt water (about half a teaspoon of salt in a glass of warm water) to soothe a sore throat.',
      'Use saline nose drops or spray to loosen mucus and ease a blocked nose. These are safe for most ages.',
      'Breathe in warm, moist air, for example from a hot shower. If you use steam inhalation, be careful to avoid scalds, and do not use it for young children.',
      'Take a teaspoon of honey for a cough in adults and children over one year of age. Never give honey to babies under one year.',
      'Raise your head with an extra pillow at night if a blocked nose or cough disturbs your sleep.',
      'On high-pollution days, stay indoors when possible, avoid outdoor exercise and consider a well-fitting N95 mask when you go out.',
    ],
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health4-inline.svg',
      alt: 'Illustration of a bowl of warm soup, a glass of water and a pillow for rest',
      width: 800,
      height: 450,
    },
    caption: 'Rest, warm fluids and simple comfort measures are the mainstay of cold care.',
  },
  { kind: 'heading', text: 'Using over-the-counter medicines sensibly' },
  {
    kind: 'paragraph',
    text: 'Over-the-counter (OTC) medicines do not cure a cold, but they can ease symptoms while your body fights the infection. Read the label carefully and ask a pharmacist if you are unsure.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Paracetamol can relieve fever, headache and body aches. Do not exceed the dose on the label, and be aware that many combination cold tablets and syrups already contain paracetamol. Taking two paracetamol-containing products together can damage the liver.',
      'Ibuprofen can help with aches and fever but should be taken with food, and avoided by people with stomach ulcers, kidney disease, certain heart conditions, in pregnancy unless a doctor advises it, or when dengue is suspected.',
      'Decongestant nasal sprays such as oxymetazoline or xylometazoline can clear a blocked nose but should not be used for more than three days, as longer use can make congestion worse.',
      'Oral decongestants such as phenylephrine may raise blood pressure and heart rate. People with high blood pressure, heart disease, thyroid problems or prostate enlargement should check with a doctor or pharmacist first.',
      'Antihistamines such as cetirizine or chlorpheniramine can help with sneezing and a runny nose, especially if allergy is involved. Some cause drowsiness, so avoid driving and alcohol.',
      'Cough syrups come in different types for dry and chesty coughs, and evidence that they shorten a cough is limited. Choose a single-ingredient product suited to your symptom rather than a mixture of many drugs.',
    ],
  },
  { kind: 'subheading', text: 'Children and cold medicines' },
  {
    kind: 'paragraph',
    text: 'Do not give over-the-counter cough and cold medicines to young children, especially those under four years of age, unless a doctor has advised it. Always use the measuring device provided, follow the dose for the child’s age and weight, and never use adult medicines for children.',
  },
  { kind: 'heading', text: 'Why antibiotics usually do not help' },
  {
    kind: 'paragraph',
    text: 'Antibiotics kill bacteria, not viruses. Because colds and most coughs are viral, antibiotics do not make them go away faster. Taking antibiotics when they are not needed can cause side effects such as diarrhoea and allergic reactions, and contributes to antibiotic resistance, which makes future infections harder to treat. Yellow or green mucus on its own does not mean you need an antibiotic. Take antibiotics only when prescribed by a doctor, complete the course as instructed, and never share or save leftover tablets.',
  },
  { kind: 'heading', text: 'Red flags: when to see a doctor' },
  {
    kind: 'paragraph',
    text: 'See a doctor promptly if you or a family member has any of the following:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Difficulty breathing, fast breathing, wheezing or chest pain.',
      'A high fever (39°C or 102°F or above), or a fever lasting more than three days.',
      'Coughing up blood, or thick discoloured phlegm with fever and feeling very unwell.',
      'Symptoms lasting more than 10 days, or getting better and then suddenly worse.',
      'A cough lasting more than two weeks, especially with fever, night sweats or weight loss, which should be checked for tuberculosis.',
      'Severe sore throat with difficulty swallowing, or severe ear or face pain.',
      'Confusion, unusual drowsiness, or bluish lips or face, which need emergency care.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Take extra care with babies and young children. Any fever in a baby under three months needs a doctor. Seek help quickly if a child is breathing fast, the chest pulls in with each breath, they are not feeding or drinking, are unusually sleepy, or have fewer wet nappies. Older adults, pregnant women and people with asthma, COPD, diabetes, heart disease or weak immunity should also see a doctor earlier rather than later.',
  },
  { kind: 'heading', text: 'Preventing colds and coughs' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Wash your hands often with soap and water, especially before eating and after blowing your nose.',
      'Cover coughs and sneezes with a tissue or your elbow, and stay home when you are unwell if you can.',
      'Ask your doctor about the yearly flu vaccine, particularly for older adults, pregnant women and people with long-term conditions.',
      'Eat well, stay active and get enough sleep to support your overall health.',
    ],
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general information and is not medical advice. Medicines and doses must suit your age, health conditions and other medicines. Please consult your doctor or pharmacist before starting any treatment. Medvika’s pharmacists can help you choose a suitable cold remedy and check it against medicines you already take.',
  },
];
