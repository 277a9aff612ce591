export type CaseStudy = {
  readonly id: string;
  readonly title: string;
  readonly institution: string;
  /** Product name, shown as the card's tag. */
  readonly product: string;
  readonly image: string;
  readonly summary: string;
  readonly outcomes: readonly string[];
};

export const caseStudiesPage = {
  heading: 'Real results from real classrooms',
  intro:
    'See how schools, colleges and education departments across Rajasthan use our platform to improve learning outcomes and save teachers time.',
  outcomesLabel: 'Key outcomes',
  readMoreLabel: 'Read full case study',
  closingHeading: 'Ready to write your own success story?',
  closingText: 'Talk to our team about a pilot for your institution, or explore our solutions to see what fits.',
  contactCta: { label: 'Contact Sales', href: '/contact' },
  solutionsCta: { label: 'Explore Solutions', href: '/products/ai-learning' },
} as const;

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'jaipur-public-school',
    title: 'Closing maths learning gaps in grades 6 to 10',
    institution: 'Jaipur Public School, Jaipur',
    product: 'AI Adaptive Learning',
    image: '/images/case-studies/jaipur-public-school.svg',
    summary:
      'After the return to in-person classes, teachers found wide gaps in foundational maths. The school introduced adaptive diagnostics and personalised practice for 1,200 students across five grades.',
    outcomes: [
      '27% rise in average maths unit-test scores over two terms',
      'Students below grade level fell from 38% to 19%',
      'Teachers saved about five hours a week on marking practice work',
    ],
  },
  {
    id: 'thar-valley-school',
    title: 'Hands-on science without a full laboratory',
    institution: 'Thar Valley Senior Secondary School, Jodhpur',
    product: 'AR/VR Virtual Labs',
    image: '/images/case-studies/thar-valley-school.svg',
    summary:
      'With one shared lab for 650 science students, practical periods were rare. Virtual labs on the computer lab PCs and a class set of tablets gave every student regular experiment time.',
    outcomes: [
      'Each student now completes 24 practicals a year, up from 8',
      'Average practical examination marks rose by 18%',
      'Spending on chemicals and replacement glassware fell by 40%',
    ],
  },
  {
    id: 'kota-college-group',
    title: 'One learning platform for four campuses',
    institution: 'Chambal Group of Colleges, Kota',
    product: 'Cloud LMS',
    image: '/images/case-studies/kota-college-group.svg',
    summary:
      'Each campus used a different mix of messaging groups, shared drives and paper registers. The group moved 3,800 students and 210 faculty members onto the Cloud LMS in a single semester.',
    outcomes: [
      '92% of courses published online within eight weeks',
      'Assignment submission rates increased from 71% to 94%',
      'Attendance reports now take minutes instead of days',
    ],
  },
  {
    id: 'ajmer-school-network',
    title: 'Giving teachers their evenings back',
    institution: 'Vidya Niketan School Network, Ajmer',
    product: 'AI Teacher Assistants',
    image: '/images/case-studies/ajmer-school-network.svg',
    summary:
      'Teachers in the six-school network spent long evenings on lesson plans, question papers and report card remarks. AI teacher assistants were introduced for 140 teachers alongside clear review guidelines.',
    outcomes: [
      'Teachers saved an average of 5.5 hours a week',
      'Question papers prepared in under 30 minutes, down from 3 hours',
      '89% of teachers chose to keep using the assistants after the pilot',
    ],
  },
  {
    id: 'bikaner-district-pilot',
    title: 'Unified data for a district school programme',
    institution: 'Block Education Office, Bikaner',
    product: 'Enterprise Solutions',
    image: '/images/case-studies/bikaner-district-pilot.svg',
    summary:
      'Officials collected attendance and assessment data from 24 government schools through paper forms and spreadsheets. An enterprise deployment with single sign-on, Hindi dashboards and offline support brought it into one system.',
    outcomes: [
      'Data from all 24 schools visible in one dashboard',
      'Monthly report preparation cut from two weeks to two days',
      '96% of teachers logged in during the first month',
    ],
  },
];
