import type { ArticleBlock } from './article-types';

/**
 * Body of /health3 ("Platelet Count: Normal Range, Causes of Low and High Levels, and Dengue").
 * Its title, card texts, dates and picture live in index.ts, which the listings load without any body;
 * loadArticle() joins the two for ArticlePage.
 */
export const body: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'Every monsoon and post-monsoon season, many families in Delhi NCR and across India find themselves anxiously watching platelet counts on blood reports, usually because of dengue. Understanding what platelets do and what the numbers mean can help you stay calm, recognise real danger signs and work well with your doctor.',
  },
  { kind: 'heading', text: 'What are platelets?' },
  {
    kind: 'paragraph',
    text: 'Platelets, also called thrombocytes, are tiny cell fragments made in the bone marrow. When a blood vessel is injured, they stick together at the site and, along with clotting proteins, form a plug that stops bleeding. Each platelet lives for about 7 to 10 days, so the body is constantly making new ones.',
  },
  { kind: 'heading', text: 'Normal platelet count' },
  {
    kind: 'paragraph',
    text: 'Platelets are measured as part of a complete blood count (CBC). In adults, the normal range is usually about 1,50,000 to 4,50,000 platelets per microlitre of blood (1.5 to 4.5 lakh per microlitre). Reports may also write this as 150 to 450 × 10³/µL. Each laboratory gives its own reference range, so always compare your result with the range printed on your report.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Below about 1,50,000 per microlitre is called thrombocytopenia (low platelets).',
      'Above about 4,50,000 per microlitre is called thrombocytosis (high platelets).',
      'Mildly low counts often cause no symptoms. The risk of bleeding generally rises as the count falls much lower, particularly below about 50,000, and serious spontaneous bleeding becomes more likely at very low levels.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Sometimes a report shows a falsely low count because platelets clumped together in the sample tube. If a low result does not fit how you feel, your doctor may repeat the test or ask for a peripheral blood smear.',
  },
  { kind: 'heading', text: 'Causes of a low platelet count' },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Viral infections, most famously dengue, as well as other viral fevers.',
      'Other infections such as malaria, and severe infections affecting the whole body.',
      'Certain medicines, including some antibiotics, heparin and some seizure medicines.',
      'Immune thrombocytopenia (ITP), where the immune system destroys platelets.',
      'Heavy alcohol use, liver disease or an enlarged spleen.',
      'Deficiency of vitamin B12 or folate.',
      'Bone marrow problems, and treatments such as chemotherapy.',
      'Pregnancy, which can cause a mild fall that usually needs only monitoring.',
    ],
  },
  { kind: 'heading', text: 'Causes of a high platelet count' },
  {
    kind: 'paragraph',
    text: 'A high count is most often reactive, meaning the body is responding to something else, such as iron deficiency, an infection, inflammation, recent surgery or removal of the spleen. Less commonly, the bone marrow itself makes too many platelets. A persistently high count should be evaluated by a doctor because it can, in some cases, increase the risk of clots.',
  },
  {
    kind: 'image',
    image: {
      src: '/images/articles/health3-inline.svg',
      alt: 'Illustration of a digital thermometer, a glass of water and an oral rehydration salts sachet',
      width: 800,
      height: 450,
    },
    caption: 'In dengue, rest, fluids and regular monitoring matter more than any single food.',
  },
  { kind: 'heading', text: 'Platelets and dengue' },
  {
    kind: 'paragraph',
    text: 'Dengue is a viral infection spread by Aedes mosquitoes, which bite mainly during the day. A fall in platelet count is common, often between about the third and seventh day of illness, frequently around the time the fever starts to settle. This is also the period when some people develop serious complications, mainly from fluid leaking out of blood vessels. For this reason, doctors watch the whole picture, including blood pressure, haematocrit and symptoms, not just the platelet number.',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Drink plenty of fluids such as water, ORS, coconut water, soups and fresh juices, unless your doctor advises otherwise.',
      'Use paracetamol for fever and pain in the dose your doctor recommends.',
      'Avoid aspirin, ibuprofen, diclofenac and other similar painkillers, which can increase the risk of bleeding.',
      'Get blood tests repeated as your doctor advises.',
      'Platelet transfusion is not routinely needed just because the count is low. Doctors decide on it based on bleeding and overall condition.',
    ],
  },
  { kind: 'heading', text: 'Foods, home remedies and myths' },
  {
    kind: 'paragraph',
    text: 'No food can reliably raise platelets within hours or days. In most cases of dengue, the count recovers on its own as the infection passes. A balanced diet still supports the body in making healthy blood cells over time:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Folate from green leafy vegetables such as palak and methi, dals, chana and rajma.',
      'Vitamin B12 from milk, curd, paneer, eggs, fish and meat. Strict vegetarians and vegans may need a supplement on medical advice.',
      'Iron from leafy greens, legumes and, for non-vegetarians, meat, eaten with vitamin C sources such as amla, guava, oranges or lemon.',
      'Adequate protein and fluids, and avoiding alcohol.',
    ],
  },
  { kind: 'subheading', text: 'What about papaya leaf juice?' },
  {
    kind: 'paragraph',
    text: 'Papaya leaf juice and extract are widely used during dengue. Some small studies have reported a faster rise in platelet counts in people who took papaya leaf extract. However, these studies were small and varied in quality, and they have not shown that it prevents serious complications. It does not replace fluids, monitoring or medical care, and it can cause nausea or vomiting, which may make it harder to keep fluids down. If you want to try it, discuss it with your doctor first.',
  },
  {
    kind: 'paragraph',
    text: 'Other popular remedies, such as kiwi, goat milk, pomegranate or various herbal preparations, are often shared on social media, but there is no good evidence that they raise platelet counts in a meaningful way. Herbal products are not automatically safe, so tell your doctor about anything you take.',
  },
  { kind: 'heading', text: 'Warning signs: when to see a doctor' },
  {
    kind: 'paragraph',
    text: 'See a doctor if you notice signs of low platelets, such as:',
  },
  {
    kind: 'list',
    ordered: false,
    items: [
      'Tiny red or purple pin-point spots on the skin (petechiae) or unexplained bruises.',
      'Bleeding gums or frequent nosebleeds.',
      'Unusually heavy or prolonged periods.',
      'Bleeding from a small cut that takes a long time to stop.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Seek emergency care immediately if someone with dengue or a low platelet count has severe abdominal pain, repeated vomiting, bleeding from the nose or gums, blood in vomit, black or bloody stools, blood in urine, difficulty breathing, cold and clammy skin, unusual drowsiness, restlessness or confusion, or feels worse as the fever drops. A severe headache, fits or sudden weakness also need urgent attention.',
  },
  {
    kind: 'paragraph',
    text: 'If a routine test shows a high platelet count, see your doctor to find the cause. Seek urgent care for signs of a clot, such as a painful swollen leg, chest pain, sudden breathlessness, or sudden weakness or numbness on one side of the body.',
  },
  {
    kind: 'callout',
    title: 'For information only',
    text: 'This article is general information and is not medical advice. Platelet results must be interpreted by a doctor alongside your symptoms and other tests. Please consult your doctor or pharmacist before taking any medicine or remedy. Medvika’s pharmacists can advise on safe fever medicines and ORS.',
  },
];
