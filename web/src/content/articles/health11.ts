import type { ArticleBlock } from './article-types';

/**
 * Body of /health11 ("Six Things You Should Know About High Blood Pressure").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'High blood pressure, also called hypertension, is one of the most common long-term health conditions in India, and many people who have it do not know. It develops when the force of blood pushing against the walls of the arteries stays too high over time. The good news is that it is easy to check, and it can usually be controlled with lifestyle changes and, when needed, medicines. Here are six things everyone should know.',
  },
  { kind: 'heading', text: '1. Blood pressure is read as two numbers in mmHg' },
  {
    kind: 'paragraph',
    text: 'A blood pressure reading is written as two numbers, such as 120/80 mmHg (millimetres of mercury). The first, higher number is the systolic pressure, the pressure in the arteries when the heart beats. The second, lower number is the diastolic pressure, the pressure when the heart rests between beats.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'A reading below 120/80 mmHg is generally considered normal for adults.',
      'Many guidelines, including those commonly followed in India, diagnose high blood pressure when clinic readings are 140/90 mmHg or higher on repeated occasions. Some guidelines use a lower threshold of 130/80 mmHg.',
      'For home readings, an average of 135/85 mmHg or higher is usually considered high.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'A single high reading does not mean you have hypertension. Blood pressure changes through the day and can rise with stress, pain, exercise or a hurried visit to the clinic. A diagnosis is made from several readings taken on different days. Your doctor will also decide what target is right for you, based on your age and other conditions such as diabetes or kidney disease.',
  },
  { kind: 'heading', text: '2. It is often a silent condition' },
  {
    kind: 'paragraph',
    text: 'Most people with high blood pressure feel completely well. Headaches, dizziness or a flushed face are not reliable signs, and waiting for symptoms can mean years of unnoticed damage. The only way to know your blood pressure is to measure it. Many doctors advise adults to have it checked at least once a year, and more often if earlier readings were borderline, or if you have diabetes, kidney disease, excess weight or a family history of high blood pressure.',
  },
  { kind: 'heading', text: '3. Salt matters more than most people think' },
  {
    kind: 'paragraph',
    text: 'Eating too much salt raises blood pressure in many people. The World Health Organization recommends less than 5 grams of salt a day for adults, which is about one level teaspoon, counting the salt already present in foods. In Indian diets, much of the salt comes from sources people may not notice.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Pickles (achaar), papad and chutneys.',
      'Namkeen, chips, bhujia and other packaged snacks.',
      'Instant noodles, soups, sauces, bread, biscuits and processed cheese.',
      'Restaurant, street and takeaway food.',
      'Chaat masala and black salt (kala namak) sprinkled on fruit, salads and curd, which also contain sodium.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Cooking with less salt and flavouring dishes with lemon, herbs and spices can help; taste buds usually adjust within a few weeks. Other helpful habits include eating more vegetables, fruits, dal and whole grains, being physically active for at least 150 minutes a week, keeping a healthy weight, limiting alcohol, avoiding tobacco, and sleeping well. People with kidney disease should ask their doctor before using salt substitutes, which usually contain potassium.',
  },
  { kind: 'heading', text: '4. Home monitoring helps, when done correctly' },
  {
    kind: 'paragraph',
    text: 'Checking your blood pressure at home gives a better picture of your usual levels and shows how well treatment is working. Choose an automatic monitor that uses an upper-arm cuff and has been clinically validated. Wrist monitors are generally less reliable. Make sure the cuff is the right size for your arm.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Avoid tea, coffee, smoking and exercise for 30 minutes before measuring, and empty your bladder.',
      'Sit quietly for five minutes with your back supported and feet flat on the floor, legs uncrossed.',
      'Rest your arm on a table so that the cuff is at the level of your heart, on bare skin.',
      'Do not talk during the reading.',
      'Take two readings about one minute apart, in the morning and the evening, and write them down with the date and time.',
      'Take your monitor and your record to your next doctor visit so that both can be checked.',
    ],
  },
  { kind: 'heading', text: '5. Medicines work only if you keep taking them' },
  {
    kind: 'paragraph',
    text: 'If your doctor prescribes blood pressure medicines, they are usually meant to be taken long term. Feeling well and seeing normal readings is a sign that the medicine is working, not that you no longer need it. Do not stop your medicines or change the dose on your own. Stopping some medicines suddenly, such as certain beta blockers or clonidine, can make blood pressure rise sharply.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'If you notice side effects, speak to your doctor; there are usually other options.',
      'Take your medicines at the same time each day, and refill your prescription before it runs out.',
      'Tell your doctor or pharmacist about every other medicine or supplement you take. Some painkillers such as ibuprofen and other NSAIDs, and decongestants in some cold remedies, can raise blood pressure.',
      'Do not replace prescribed medicines with herbal or home remedies.',
    ],
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health11-inline.svg',
      alt: 'Illustration of a notebook with a line chart of readings, a pen, a glass of water and a weekly pill organiser',
      width: 800,
      height: 450,
    },
    caption: 'A simple log of home readings and a weekly pill organiser help you stay on track.',
  },
  { kind: 'heading', text: '6. Uncontrolled blood pressure leads to serious complications' },
  {
    kind: 'paragraph',
    text: 'Over time, high blood pressure damages the blood vessels and makes the heart work harder. Left untreated, it raises the risk of heart attack, stroke, heart failure, chronic kidney disease, damage to the blood vessels of the eyes, narrowing of the arteries in the legs, and memory problems caused by reduced blood flow to the brain. Keeping blood pressure under control significantly lowers these risks, which is why regular check-ups and treatment matter even when you feel fine.',
  },
  { kind: 'heading', text: 'When to see a doctor' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Your home readings are often above 135/85 mmHg, or above the target your doctor has set.',
      'You have side effects from your medicines or find it hard to take them regularly.',
      'You are pregnant or planning a pregnancy and have high blood pressure, as some medicines are not suitable in pregnancy.',
      'You have swelling of the feet, breathlessness on exertion or reduced urine.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Seek emergency care immediately if your blood pressure is very high, around 180/120 mmHg or more, together with chest pain, breathlessness, a severe headache, confusion, weakness or numbness on one side of the body, difficulty speaking or changes in vision.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general health information and is not medical advice. It does not replace a consultation with a qualified professional. Please consult a doctor or pharmacist about your blood pressure and before starting, stopping or changing any medicine.',
  },
];
