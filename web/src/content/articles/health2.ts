import type { ArticleBlock } from './article-types';

/**
 * Body of /health2 ("Hypertension: Understanding High Blood Pressure and How to Manage It").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'Hypertension, or high blood pressure, is often called a silent condition because most people feel perfectly well while it slowly damages their blood vessels. Left untreated, it raises the risk of heart attack, stroke, heart failure, kidney disease and eye problems. The good news is that it is easy to check, and it can usually be controlled with lifestyle changes and, when needed, medicines.',
  },
  { kind: 'heading', text: 'What is blood pressure?' },
  {
    kind: 'paragraph',
    text: 'Blood pressure is the force of blood pushing against the walls of your arteries. It is measured in millimetres of mercury (mmHg) and written as two numbers, for example 120/80 mmHg.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'The top number (systolic) is the pressure when the heart contracts and pumps blood.',
      'The bottom number (diastolic) is the pressure when the heart relaxes between beats.',
    ],
  },
  { kind: 'heading', text: 'Understanding your readings' },
  {
    kind: 'paragraph',
    text: 'Guidelines differ slightly, but the broad picture for adults is as follows:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Below 120/80 mmHg: generally considered normal or optimal.',
      'Around 120–139 systolic or 80–89 diastolic: above optimal. Lifestyle changes are recommended, and some guidelines already treat the upper part of this range as stage 1 hypertension.',
      'Repeated clinic readings of 140/90 mmHg or higher: hypertension under most Indian and international guidelines.',
      'Home readings are usually a little lower than clinic readings, so a home average of 135/85 mmHg or higher is generally considered high.',
      '180/120 mmHg or higher: very high. Recheck after a few minutes of rest and seek medical advice promptly, or emergency care if you have symptoms such as chest pain or breathlessness.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'A single high reading does not mean you have hypertension. Blood pressure changes through the day and rises with stress, pain, exercise or even a visit to the clinic. Doctors diagnose hypertension based on several readings taken on different days, sometimes with home or 24-hour monitoring.',
  },
  { kind: 'subheading', text: 'How to measure at home correctly' },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Use a validated automatic monitor with an upper-arm cuff of the right size for your arm.',
      'Avoid tea, coffee, smoking and exercise for 30 minutes beforehand, and empty your bladder.',
      'Sit quietly for 5 minutes with your back supported, feet flat on the floor and legs uncrossed.',
      'Rest your arm on a table so the cuff is at heart level, on bare skin rather than over a sweater.',
      'Take two readings one minute apart, morning and evening, and write them down or save them to show your doctor.',
    ],
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health2-inline.svg',
      alt: 'Illustration of a person seated at a table with an arm resting in a blood pressure cuff',
      width: 800,
      height: 450,
    },
    caption: 'Sit supported, feet flat, with the cuff at heart level for an accurate reading.',
  },
  { kind: 'heading', text: 'What causes high blood pressure?' },
  {
    kind: 'paragraph',
    text: 'In most adults there is no single cause. This is called primary or essential hypertension, and it develops over years. Common contributing factors include:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Increasing age and a family history of high blood pressure.',
      'Eating too much salt, including hidden salt in pickles, papad, namkeen, chutneys, instant noodles, bakery items and sauces.',
      'Being overweight, especially carrying weight around the waist.',
      'Low physical activity, regular alcohol use and any form of tobacco, including cigarettes, bidis and gutka.',
      'Ongoing stress and poor sleep, including sleep apnoea (loud snoring with pauses in breathing).',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Sometimes high blood pressure is caused by another condition, such as kidney disease, thyroid or adrenal gland problems, or pregnancy. Some medicines can also raise blood pressure, including painkillers such as ibuprofen and diclofenac, cold remedies containing decongestants, steroids and some hormonal contraceptives. Doctors look for these secondary causes especially in young people or when blood pressure is hard to control.',
  },
  { kind: 'heading', text: 'Lifestyle changes that make a difference' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Cut down on salt. The World Health Organization recommends less than 5 grams of salt a day for adults, about one level teaspoon in total from all foods. Taste food before adding salt and limit pickles and packaged snacks.',
      'Eat more vegetables, fruits, whole grains, dals and low-fat dairy, and less fried food, sweets and red or processed meat.',
      'Aim for at least 150 minutes a week of moderate activity, such as brisk walking, cycling, swimming or yoga, spread over most days.',
      'Reach and keep a healthy weight. Even a modest weight loss can lower blood pressure.',
      'Avoid alcohol or keep it to a minimum, and stop all tobacco. Ask your doctor or pharmacist about support to quit.',
      'Sleep 7 to 8 hours where possible and find regular ways to manage stress.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'People with kidney disease should ask their doctor before using salt substitutes or eating large amounts of potassium-rich foods, as potassium can build up in the blood.',
  },
  { kind: 'heading', text: 'Medicines for hypertension' },
  {
    kind: 'paragraph',
    text: 'If lifestyle changes are not enough, or if your blood pressure or overall heart risk is high, your doctor may prescribe medicines. Common groups include ACE inhibitors (such as ramipril), angiotensin receptor blockers (such as telmisartan or losartan), calcium channel blockers (such as amlodipine) and thiazide-type diuretics (such as chlorthalidone or hydrochlorothiazide). Beta blockers are used in particular situations. Many people need two or more medicines, sometimes combined in one tablet.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Take your medicines every day, even when you feel well. Hypertension usually has no symptoms, so feeling fine does not mean it is controlled.',
      'Do not stop or change the dose without speaking to your doctor.',
      'Report side effects such as ankle swelling, a persistent dry cough or dizziness on standing, as your doctor can often switch to another option.',
      'Tell your doctor if you are pregnant or planning a pregnancy, because some blood pressure medicines are not safe in pregnancy.',
      'Check with a pharmacist before buying painkillers or cold remedies, as some can raise blood pressure.',
    ],
  },
  { kind: 'heading', text: 'When to see a doctor' },
  {
    kind: 'paragraph',
    text: 'Have your blood pressure checked regularly, at least once a year if you are over 30 or have risk factors such as diabetes, obesity or a family history, or as often as your doctor advises. See a doctor if your home readings are consistently 135/85 mmHg or higher, if your readings remain high despite treatment, or if you have side effects from your medicines.',
  },
  {
    kind: 'paragraph',
    text: 'Call 112 or your local ambulance service, or go to the nearest emergency department, if very high blood pressure comes with any of these warning signs:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Chest pain or pressure, or difficulty breathing.',
      'Sudden severe headache, confusion or blurred vision.',
      'Weakness or numbness of the face, arm or leg, or trouble speaking.',
      'Fits, fainting or severe nausea and vomiting.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'With regular checks, healthy habits and the right treatment, most people with hypertension can lower their risk considerably and live active lives.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general information and is not medical advice. Blood pressure targets and treatment differ from person to person. Please consult your doctor or pharmacist about your readings and medicines. Medvika’s pharmacists can help you understand your prescriptions and choose a suitable home blood pressure monitor.',
  },
];
