import type { SamplePost } from './types.ts';

export const edtechAnalyticsPosts: readonly SamplePost[] = [
  {
    title: 'What attendance and quiz data can tell a principal',
    excerpt:
      'Most schools already collect attendance and quiz scores. Read together and regularly, this everyday data can help principals act early instead of after the exam.',
    category: 'EdTech Analytics',
    image_url: '/images/blog/attendance-quiz-data-principal.svg',
    content: `<p>Principals in India are surrounded by data. There are attendance registers, unit test marks, UDISE+ returns, fee records and, increasingly, dashboards from learning platforms. Yet much of this data is collected to be reported, not used. It goes to the district office or into a file, and decisions are still made on instinct or after the final results arrive, when it is too late to help the students who struggled.</p>
<p>Two of the simplest data sources, attendance and short quiz scores, can tell a principal a great deal when they are looked at together and regularly. You do not need a data scientist. You need a few good questions and a routine.</p>
<h2>What attendance tells you</h2>
<p>Attendance is often treated as a compliance number. Looked at closely, it is an early warning system. Some patterns worth watching:</p>
<ul>
<li><strong>A sudden drop for one student:</strong> often a sign of illness, family difficulty, migration for seasonal work, or trouble at school such as bullying.</li>
<li><strong>Repeated absence on particular days:</strong> a student who misses every Monday, or every day with a particular subject or test, is telling you something.</li>
<li><strong>Patterns across a class or section:</strong> if attendance falls in one section but not others, look at timetabling, teacher absence or classroom climate.</li>
<li><strong>Seasonal dips:</strong> harvest seasons, weddings and festivals affect attendance in predictable ways. Planning revision around them helps.</li>
</ul>
<h2>What quiz data tells you</h2>
<p>Short, frequent quizzes, whether on paper or a learning platform, show learning while there is still time to respond. A principal does not need every score. The useful questions are:</p>
<ol>
<li>Which topics did most students in a class find hard? That may call for re-teaching or a different approach, not more homework.</li>
<li>Which students are consistently scoring low across subjects? They may need broader support.</li>
<li>Is there a gap between sections taught by different teachers? This is a prompt for a supportive conversation and shared practice, not blame.</li>
</ol>
<h2>The real insight comes from combining them</h2>
<p>Put the two together and patterns appear. A student whose quiz scores fell at the same time as their attendance has probably fallen behind because of missed lessons and needs catch-up support. A student with good attendance but falling scores may be present but not learning, which calls for a different response, perhaps a check on reading level, eyesight or wellbeing. A student whose attendance is slipping while scores stay high may be bored or disengaged.</p>
<blockquote>Data does not tell you what to do. It tells you where to look and which questions to ask.</blockquote>
<h2>A monthly routine for school leaders</h2>
<ol>
<li>Once a month, list students whose attendance dropped noticeably compared with the previous month.</li>
<li>Set that list alongside recent quiz scores for the same students.</li>
<li>Meet briefly with class teachers to agree who needs a phone call home, who needs academic support and who needs a conversation with the counsellor.</li>
<li>Follow up the next month and note what changed.</li>
</ol>
<h2>Handle data with care</h2>
<p>Student data is personal. Share individual information only with staff who need it, never display names and scores publicly, and be careful about labels. A dashboard flag is a starting point for a human conversation, not a verdict on a child. Explain to parents what data the school collects and why.</p>
<p>Many countries are moving towards this kind of everyday use of data; the <a href="https://www.oecd.org/en/topics/education.html" target="_blank" rel="noopener noreferrer">OECD's education work</a> has long highlighted the value of using assessment information to improve teaching rather than only to rank. In India, the <a href="https://udiseplus.gov.in/" target="_blank" rel="noopener noreferrer">UDISE+</a> system already gathers school-level data nationally. A principal who uses attendance and quiz data well at school level can catch problems months before they show up in a board result.</p>`,
  },
  {
    title: 'From marks to misconceptions: how to read item-level quiz analysis',
    excerpt:
      'A total score hides more than it shows. Learn how to read question-by-question results to find the exact misconceptions your students hold.',
    category: 'EdTech Analytics',
    image_url: null,
    content: `<p>When a class test comes back, most of us look at the total marks: the average, the highest, the lowest and who failed. Those numbers are useful for a report card, but they say little about what to teach next. Two students can both score 12 out of 20 for completely different reasons. The real information is in the individual questions, and in the wrong answers students chose.</p>
<p>Item-level analysis simply means looking at each question, or item, on its own. Most learning platforms now produce this automatically, and you can do it by hand with a simple tally sheet for a paper test.</p>
<h2>Look at how many students got each question right</h2>
<p>Start with the proportion of students who answered each question correctly, sometimes called the difficulty index. Sort the questions from easiest to hardest. Then ask:</p>
<ul>
<li><strong>Questions almost everyone got right:</strong> the class has learned this. You can move on or use these ideas as a foundation.</li>
<li><strong>Questions almost everyone got wrong:</strong> either the concept was not learned, or the question itself was confusing. Re-read it. Was the language unclear? Was it testing something you did not teach?</li>
<li><strong>Questions in the middle:</strong> these often show where the class is split, and where small-group teaching will help most.</li>
</ul>
<h2>Study the wrong answers</h2>
<p>For multiple-choice questions, the wrong options, called distractors, are a goldmine. Suppose you ask Class 7 students which is larger, 0.5 or 0.45, and many choose 0.45. That is not a random mistake. It reveals a common misconception that "longer decimals are bigger", carried over from whole numbers. Knowing this, you can plan a short lesson using place value charts or money, such as comparing fifty paise with forty-five paise.</p>
<p>Well-designed questions have distractors built from known misconceptions, so each wrong answer tells you something. When writing your own, base wrong options on errors you have actually seen students make.</p>
<h2>Check which questions separate strong and weak understanding</h2>
<p>A useful question is one that students who understand the topic tend to get right and students who do not tend to get wrong. If your highest-scoring students often miss a question while lower-scoring students get it right, the question may be ambiguous or the answer key may be wrong. Many platforms report this as a discrimination index. For a paper test, you can compare how the top third and bottom third of the class did on each question.</p>
<blockquote>The goal of item analysis is not a better test. It is better teaching, and better questions along the way.</blockquote>
<h2>Turn analysis into action</h2>
<p>After each test, spend fifteen minutes with the item results and decide on three things:</p>
<ol>
<li>One misconception to address with the whole class in the next lesson.</li>
<li>One small group that needs targeted support on a specific skill.</li>
<li>One question to rewrite or remove before you use the test again.</li>
</ol>
<p>Share findings with colleagues who teach the same class or subject. If every Class 9 section struggled with the same question on the mole concept, that is a department conversation about how the topic is taught, not a problem with one teacher.</p>
<h2>Connect it to competency-based assessment</h2>
<p>India's <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> calls for assessment that tests core concepts and higher-order skills rather than rote memorisation. Competency-based questions from <a href="https://cbseacademic.nic.in/" target="_blank" rel="noopener noreferrer">CBSE Academic</a> are a good source of well-built items. Item-level analysis is how you find out, question by question, whether your students are developing those competencies, and what to do about it when they are not.</p>`,
  },
  {
    title: 'Student data privacy: what Indian schools should check before adopting an app',
    excerpt:
      "Every learning app collects data about children. Key questions schools should ask vendors, and the basic practices that protect students and build parents' trust.",
    category: 'EdTech Analytics',
    image_url: null,
    content: `<p>A new learning app can look wonderful in a demo. It tracks progress, personalises practice and produces neat reports for parents. Behind those features sits a large amount of data about children: names, classes, phone numbers, quiz answers, time spent, sometimes location, photos and voice recordings. Before a school signs up, leaders need to understand what happens to that data.</p>
<p>India's <a href="https://www.meity.gov.in/" target="_blank" rel="noopener noreferrer">Digital Personal Data Protection Act, 2023</a> sets out rules for how personal data is processed, including additional obligations for the data of children, such as obtaining verifiable consent from a parent or guardian. The detailed rules and their application to schools continue to develop, so schools should seek proper legal advice for specific decisions. This article is not legal advice. It offers practical questions any school can ask today.</p>
<h2>Questions to ask every vendor</h2>
<ol>
<li><strong>What data do you collect, and why?</strong> Ask for a clear list. Data that is not needed for learning, such as precise location or contacts, should not be collected.</li>
<li><strong>Where is the data stored and who can access it?</strong> Find out which company staff and third parties can see student data, and for what purpose.</li>
<li><strong>Is any data used for advertising or sold?</strong> The answer for student data should be a clear no.</li>
<li><strong>How is consent obtained from parents?</strong> The school and vendor should agree on how parents are informed and how consent is recorded.</li>
<li><strong>How long is data kept, and how is it deleted?</strong> When a student leaves or the school stops using the app, data should be deleted or returned on request.</li>
<li><strong>How is the data secured?</strong> Ask about encryption, password rules and what happens if there is a breach, including how quickly the school will be told.</li>
<li><strong>Does the app use AI on student data?</strong> If it makes automated judgements about students, ask how they are made and how a teacher can review or override them.</li>
</ol>
<h2>Practices inside the school</h2>
<p>Privacy depends on everyday habits as much as on contracts. A few simple rules go a long way:</p>
<ul>
<li>Create student accounts with the minimum information needed. A first name and class are often enough.</li>
<li>Avoid sharing marks, attendance or personal details in large class messaging groups.</li>
<li>Use strong, separate passwords for staff accounts and remove access when staff leave.</li>
<li>Do not post photos of students online without clear consent from parents.</li>
<li>Keep a simple register of which apps the school uses and what data each one holds.</li>
</ul>
<blockquote>Parents trust schools with their children. That trust now includes their children's data.</blockquote>
<h2>Talk to parents in plain language</h2>
<p>Parents should not have to read a long privacy policy to understand what happens. Send a short note in the languages families use, explaining which app the school is adopting, what it is for, what data it collects and who to contact with questions. Give parents a genuine way to raise concerns. Some families will have good reasons for caution, and the school should have an alternative way for their child to learn.</p>
<h2>Teach students too</h2>
<p>Privacy is also a life skill. Older students should learn why passwords matter, what personal information is, and how to think before sharing online. International guidance, such as <a href="https://www.unicef.org/" target="_blank" rel="noopener noreferrer">UNICEF's work on children's rights in the digital world</a>, offers useful material for discussion.</p>
<p>Good edtech and good privacy are not in conflict. The best providers welcome these questions and answer them clearly. If a vendor cannot or will not, that is itself a useful answer.</p>`,
  },
];
