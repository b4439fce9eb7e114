import type { ArticleBlock } from './article-types';

/**
 * Body of /health1 ("Soya Chunks: Nutrition, Protein and How to Eat Them Well").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'Soya chunks, also sold as soya nuggets, soya badi or meal maker, are a familiar sight in Indian kitchens. They are cheap, keep for months in a dry jar and soak up the flavour of whatever curry or pulao they are cooked in. For vegetarian families, they are also one of the easiest ways to add protein to a meal. Here is a practical look at what soya chunks are, what they offer nutritionally, how to prepare them and who should be a little careful.',
  },
  { kind: 'heading', text: 'What are soya chunks?' },
  {
    kind: 'paragraph',
    text: 'Soya chunks are made from defatted soy flour, which is what remains after oil has been extracted from soybeans. The flour is cooked, pressed and shaped into dry, spongy pieces. Because most of the fat has been removed, what is left is concentrated protein, carbohydrate and fibre. Soya granules (keema-style) and soya mini chunks are the same product in different sizes.',
  },
  { kind: 'heading', text: 'Nutrition at a glance' },
  {
    kind: 'paragraph',
    text: 'Nutrition labels on most brands show that roughly half the dry weight of soya chunks is protein, with very little fat. Exact figures vary between brands, so it is worth reading the pack label. In general, soya chunks provide:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'High-quality plant protein: soy contains all nine essential amino acids, which is unusual among plant foods.',
      'Dietary fibre, which supports digestion and helps you feel full.',
      'Minerals such as iron, magnesium, phosphorus and potassium, along with some calcium.',
      'Very little fat in the dry product, although the final dish depends on how much oil, ghee or cream you cook with.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Dry chunks swell to about two to three times their size once soaked, so a small handful goes a long way. A typical serving is about 25 to 30 grams of dry chunks, best eaten as one part of a varied diet rather than as the only protein source.',
  },
  { kind: 'subheading', text: 'Why protein matters in Indian diets' },
  {
    kind: 'paragraph',
    text: 'Many Indian meals are built around rice, roti and vegetables, and it is easy to eat less protein than the body needs for muscles, immunity and repair. Soya chunks sit alongside dal, rajma, chana, paneer, curd, milk, eggs, fish and chicken as a useful way to raise the protein content of a meal. Combining them with cereals such as rice or wheat, as in a soya pulao or soya-stuffed paratha, makes a balanced, filling plate.',
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health1-inline.svg',
      alt: 'Illustration of dry soya chunks next to a bowl of soaked, swollen chunks',
      width: 800,
      height: 450,
    },
    caption: 'Dry soya chunks swell to two to three times their size once soaked.',
  },
  { kind: 'heading', text: 'How to cook soya chunks' },
  {
    kind: 'paragraph',
    text: 'Dry soya chunks need to be rehydrated before cooking. A simple method works for almost any recipe:',
  },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Bring a pan of water to the boil and add a pinch of salt.',
      'Add the chunks and simmer for 5 to 10 minutes, or soak them in just-boiled water for 15 to 20 minutes, until soft all the way through.',
      'Drain, rinse in cool water and squeeze each handful firmly to remove excess water. Rinsing and squeezing also reduces the raw, beany smell.',
      'Add the chunks to your masala, marinade or stir-fry so they absorb the flavour.',
    ],
  },
  { kind: 'subheading', text: 'Everyday ideas' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Aloo soya or matar soya curry with roti.',
      'Soya pulao or biryani with plenty of vegetables.',
      'Soya granule bhurji or keema with onions, tomatoes and peas.',
      'Grilled or air-fried soya tikka marinated in curd and spices.',
      'Soya cutlets or tikki mixed with mashed vegetables and oats.',
      'A handful of soaked chunks added to vegetable upma, poha or soup.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Frying the chunks in lots of oil, or cooking them in heavy cream-based gravies, adds a large number of calories. Grilling, sautéing in a little oil or simmering in a tomato-onion gravy keeps the dish lighter. Some ready-to-cook flavoured soya products also contain a lot of salt, so compare labels.',
  },
  { kind: 'heading', text: 'Common questions' },
  { kind: 'subheading', text: 'Can soya chunks affect hormones?' },
  {
    kind: 'paragraph',
    text: 'Soy contains natural plant compounds called isoflavones, which are sometimes described as phytoestrogens. This has led to worries about hormone effects, especially in men. Research on moderate amounts of soy foods has not shown meaningful effects on male hormone levels, and soy foods are eaten daily by many people around the world. Large amounts of concentrated soy supplements are a different matter and are best discussed with a doctor.',
  },
  { kind: 'subheading', text: 'Do soya chunks cause gas?' },
  {
    kind: 'paragraph',
    text: 'Some people notice bloating or gas, partly because of the fibre and certain natural sugars in soy. Starting with small portions, rinsing the chunks well after boiling, cooking them thoroughly and adding digestive spices such as jeera, ajwain and hing can help.',
  },
  { kind: 'heading', text: 'Who should be careful' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'People with a soy allergy should avoid soya chunks and check labels of packaged foods, as soy is used in many products.',
      'People taking thyroid medicine (levothyroxine) should not take it together with soy foods, because soy can reduce how well the tablet is absorbed. Take the tablet on an empty stomach as advised and ask your doctor how far apart to keep soy-rich meals.',
      'People with chronic kidney disease may need to limit protein, phosphorus and potassium, so they should ask their doctor or dietitian how much soy is suitable.',
      'People with gout or high uric acid, or with a history of hormone-sensitive cancer, should discuss their overall diet, including soy, with their doctor.',
      'Young children can eat soft, well-cooked soya in small, age-appropriate portions, but it should not replace milk or other foods a child needs.',
    ],
  },
  { kind: 'heading', text: 'When to see a doctor' },
  {
    kind: 'paragraph',
    text: 'Seek urgent medical help if you develop swelling of the lips, face or throat, difficulty breathing, or widespread hives after eating soy, as these can be signs of a serious allergic reaction. See a doctor if you have ongoing stomach pain, diarrhoea or bloating after soy foods, or if you have diabetes, kidney disease, thyroid disease or another long-term condition and are planning a big change in your diet. A registered dietitian can help you plan protein intake that suits your health and budget.',
  },
  { kind: 'heading', text: 'The bottom line' },
  {
    kind: 'paragraph',
    text: 'Soya chunks are an affordable, versatile and protein-rich food that can fit well into a balanced Indian diet. Enjoy them in moderate portions, cook them with less oil, pair them with vegetables and whole grains, and keep variety in your protein sources.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general information and is not medical advice. It does not replace a consultation with a qualified professional. If you have a health condition, an allergy or take regular medicines, please consult your doctor or pharmacist before changing your diet. Medvika’s pharmacists are happy to answer your questions.',
  },
];
