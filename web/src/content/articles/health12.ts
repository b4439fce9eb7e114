import type { ArticleBlock } from './article-types';

/**
 * Body of /health12 ("Five Steps to Get Past a Weight-Loss Plateau").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'You have been eating better, walking more and watching the numbers drop, and then, for weeks, nothing changes. A weight-loss plateau is frustrating, but it is a normal part of losing weight, not a sign of failure. Understanding why it happens helps you respond calmly instead of giving up or turning to extreme diets.',
  },
  { kind: 'heading', text: 'Why plateaus happen' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'A smaller body needs less energy. As you lose weight, the calories your body uses each day fall, so a plan that once created a calorie gap may now only maintain your weight.',
      'Your body adapts. When you eat less for a long time, the body becomes slightly more economical with energy, and hunger may increase.',
      'Habits drift. Portions grow, extra snacks creep in and activity falls, often without our noticing.',
      'Water shifts. Salt, hormones, a hard workout or a festive meal can cause water retention that hides fat loss on the scale for days.',
    ],
  },
  { kind: 'subheading', text: 'What is a safe rate of weight loss?' },
  {
    kind: 'paragraph',
    text: 'For most adults, losing about half a kilogram to one kilogram a week is considered safe and realistic. Faster loss may happen in the first weeks, largely because of water, and then slows down. Very low-calorie diets should only be followed under medical supervision, as they can cause muscle loss, gallstones, nutrient deficiencies and rebound weight gain.',
  },
  { kind: 'heading', text: 'Step 1: Put protein at the centre of each meal' },
  {
    kind: 'paragraph',
    text: 'Protein keeps you fuller for longer and helps preserve muscle while you lose fat. Many Indian meals are rich in carbohydrates and light on protein, so adding a protein source to every meal is an easy adjustment. Good options include dal, chana, rajma, moong sprouts, soya chunks, tofu, paneer, curd, milk, eggs, fish and chicken. Spread protein across breakfast, lunch and dinner rather than having it all at once. If you have kidney disease, ask your doctor how much protein is right for you.',
  },
  { kind: 'heading', text: 'Step 2: Protect your sleep and manage stress' },
  {
    kind: 'paragraph',
    text: 'Most adults need seven to nine hours of sleep a night. Short or poor-quality sleep is linked with stronger hunger, more cravings for sugary and fatty foods, and less energy to stay active. Late-night screen time and heavy late dinners can both disturb sleep. Try to keep regular sleep and wake times, finish dinner a few hours before bed, and keep the bedroom dark and cool. Long-term stress can also lead to emotional eating; a daily walk, yoga, slow breathing or talking to someone you trust can help.',
  },
  { kind: 'heading', text: 'Step 3: Add strength training' },
  {
    kind: 'paragraph',
    text: 'Walking and other aerobic activity are valuable, but muscle-strengthening exercise helps keep the muscle you have, which supports your metabolism, strength and posture. Adults are generally advised to do at least 150 to 300 minutes of moderate activity a week, plus muscle-strengthening activities on two or more days.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Start with bodyweight exercises such as squats, wall push-ups, lunges and step-ups.',
      'Progress gradually to resistance bands, dumbbells or gym machines, ideally with guidance on correct form.',
      'Add more everyday movement: take the stairs, walk during phone calls and get up from your desk every hour.',
      'If you have heart disease, joint problems, diabetes or have been inactive for a long time, check with your doctor before starting a new exercise plan.',
    ],
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health12-inline.svg',
      alt: 'Illustration of a dumbbell, a resistance band and a plate with dal and vegetables',
      width: 800,
      height: 450,
    },
    caption: 'Protein-rich meals and regular strength training work well together.',
  },
  { kind: 'heading', text: 'Step 4: Track honestly for two weeks' },
  {
    kind: 'paragraph',
    text: 'Writing down everything you eat and drink for a couple of weeks often reveals hidden calories. You do not need to track forever; a short, honest check is usually enough to spot where habits have drifted.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Cooking oil and ghee: measure with a spoon instead of pouring from the bottle.',
      'Sugar in tea and coffee, sweetened drinks, juices and lassi.',
      'Fried snacks such as samosas, pakoras and namkeen, and mithai at celebrations.',
      'Portion sizes of rice and rotis, which tend to grow over time.',
      'Weekend eating and restaurant meals.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Weigh yourself at the same time of day, for example once a week in the morning, and look at the trend over several weeks rather than daily changes. Measuring your waist with a tape can show progress that the scale misses, especially when you are building muscle.',
  },
  { kind: 'heading', text: 'Step 5: Be patient and review your goals' },
  {
    kind: 'paragraph',
    text: 'Plateaus can last several weeks. Keep up the healthy habits that brought you this far, and notice the gains that the scale does not show: more energy, better sleep, looser clothes, improved fitness, and better blood pressure or blood sugar readings. Sometimes a plateau means you have reached a weight your body can comfortably maintain with your current lifestyle, and that may be a healthy place to be. Maintaining weight loss is itself an achievement.',
  },
  {
    kind: 'paragraph',
    text: 'Avoid crash diets, skipping meals, and unregulated fat-burner pills or slimming teas. They rarely work long term and some can be harmful.',
  },
  { kind: 'heading', text: 'When to see a doctor' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'You have not lost weight for several months despite consistent effort.',
      'You notice unexplained weight gain with tiredness, feeling cold, constipation or dry skin, which may point to an underactive thyroid.',
      'You have irregular periods, acne or excess facial hair, which can be signs of polycystic ovary syndrome (PCOS).',
      'You take medicines that can affect weight, such as steroids, insulin or some medicines for mood or seizures; do not stop them, but discuss options with your doctor.',
      'You have diabetes or high blood pressure, as medicine doses may need adjusting when your diet changes.',
      'You have swelling in the legs, or you lose weight quickly without trying.',
      'You find yourself eating in an uncontrolled way, or feel very anxious about food and weight.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Your doctor may also check your body mass index (BMI) and waist size. Indian guidelines use lower BMI cut-offs for overweight and obesity than international ones, because health risks such as diabetes appear at lower weights in many South Asian people. A doctor or registered dietitian can help you set a realistic target and a plan that suits your health.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general health information and is not medical advice. It does not replace a consultation with a qualified professional. Please consult a doctor or pharmacist before making major changes to your diet, exercise or medicines.',
  },
];
