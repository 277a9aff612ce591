import type { SamplePost } from './types.ts';

export const learningDesignPosts: readonly SamplePost[] = [
  {
    title: 'Backward design for NEP 2020 competency-based learning',
    excerpt:
      'Start with the competency, then the evidence, then the lesson. A step-by-step guide to planning units that build real understanding, not just syllabus coverage.',
    category: 'Learning Design',
    image_url: '/images/blog/backward-design-nep-2020.svg',
    content: `<p>Most of us were trained to plan by starting with the textbook. We look at the next chapter, divide it into periods, teach each section and set a test at the end. This approach covers the syllabus, but it often leaves students able to reproduce answers without understanding or applying them. The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> asks schools to shift towards competency-based learning, where the focus is on what students can actually do with what they learn.</p>
<p>Backward design is a practical way to make that shift. Popularised by Grant Wiggins and Jay McTighe in their book <em>Understanding by Design</em>, it asks teachers to plan in reverse: first decide what students should be able to do, then decide how you will know they can do it, and only then plan the lessons.</p>
<h2>Stage 1: Identify the desired results</h2>
<p>Begin with the competency or learning outcome, not the chapter. NCERT has published learning outcomes for each class and subject, and the National Curriculum Framework for School Education sets out competencies by stage; both are available from <a href="https://ncert.nic.in/" target="_blank" rel="noopener noreferrer">NCERT</a>. Choose one or two outcomes for the unit and write them in plain language.</p>
<p>For example, for a Class 7 science unit on nutrition in plants, an outcome might be: "Students can explain how plants make their food and design a simple test to show that light is needed for photosynthesis." Notice that this asks students to explain and design, not just to define.</p>
<p>Then write one or two big questions that will drive the unit, such as "Why do plants kept in a dark room turn yellow?"</p>
<h2>Stage 2: Decide on acceptable evidence</h2>
<p>Before planning any activity, decide how students will show that they have reached the outcome. Ask yourself: if a student really understood this, what would they be able to do?</p>
<ul>
<li><strong>A performance task:</strong> design and carry out an experiment with a potted plant covered partly with black paper, and explain the result.</li>
<li><strong>Short checks along the way:</strong> exit questions, quick quizzes and diagrams to label.</li>
<li><strong>Application questions:</strong> competency-based questions that present an unfamiliar situation, such as why a farmer might avoid planting under a dense tree.</li>
</ul>
<p>Write a simple rubric for the performance task now, so that you and your students know what good work looks like from the start.</p>
<h2>Stage 3: Plan the learning experiences</h2>
<p>Only now do you plan lessons, and every activity should lead towards the evidence you identified. Ask for each lesson: how does this help students do the performance task? Activities that are fun but unrelated can be dropped, freeing time for practice and feedback.</p>
<p>A sequence for the nutrition unit might include observing leaves of different colours, a demonstration of the starch test, reading the textbook section in pairs, planning the experiment in groups, carrying it out over a week, and presenting findings.</p>
<blockquote>If you cannot say how you will know students have learned something, you are not yet ready to plan how to teach it.</blockquote>
<h2>Common pitfalls</h2>
<ol>
<li><strong>Writing outcomes that are too vague:</strong> "understand photosynthesis" is hard to assess. Use verbs you can see, such as explain, compare, design or justify.</li>
<li><strong>Planning the test last:</strong> if the assessment is written after teaching, it tends to test what was easy to teach rather than what mattered.</li>
<li><strong>Trying to redesign everything at once:</strong> start with one unit per term and improve it each year.</li>
</ol>
<h2>Working as a team</h2>
<p>Backward design works especially well when teachers of the same class plan together. Share outcomes and tasks across sections, compare student work against the rubric, and refine the unit for the next year. Over time, a school builds a bank of well-designed units aligned to NEP 2020 and to the board exams students will eventually face.</p>`,
  },
  {
    title: 'Formative assessment in a 45-student classroom: quick checks that work',
    excerpt:
      'How do you know what 45 students are thinking, right now? Low-cost techniques that let teachers check understanding in minutes and adjust the lesson on the spot.',
    category: 'Learning Design',
    image_url: null,
    content: `<p>In a large Indian classroom, it is easy for a lesson to be driven by the five students who always raise their hands. They answer correctly, the teacher moves on, and the thirty students who did not understand stay silent. By the time the unit test reveals the problem, the class is two chapters ahead.</p>
<p>Formative assessment means checking understanding during learning, so that teaching can be adjusted while it still matters. Research summarised by the <a href="https://educationendowmentfoundation.org.uk/" target="_blank" rel="noopener noreferrer">Education Endowment Foundation</a> and others suggests that good feedback is one of the most effective and affordable ways to improve learning. The good news is that formative assessment needs no technology and works even with forty-five students and one blackboard.</p>
<h2>Get every student to respond, not just volunteers</h2>
<ul>
<li><strong>Mini whiteboards or slates:</strong> students write an answer and hold it up at the same time. Slates are cheap, and laminated card with a marker works too. You can scan the room in seconds.</li>
<li><strong>Finger voting:</strong> for a multiple-choice question, students show one to four fingers against their chest. Nobody copies their neighbour, and you see the spread of answers at once.</li>
<li><strong>ABCD cards:</strong> give each student four coloured cards. Ask a question with four options and have everyone raise a card.</li>
<li><strong>No hands up, random picking:</strong> write names or roll numbers on lolly sticks and draw one after giving thinking time. Everyone has to be ready.</li>
</ul>
<h2>Ask better questions</h2>
<p>A quick check is only as good as the question. "Did everyone understand?" gives you nothing. A well-designed hinge question, asked at a key point in the lesson, tells you whether the class is ready to move on. For example, after teaching area and perimeter in Class 5, ask which of four shapes has the largest area, with wrong options based on common confusions between area and perimeter. If most students choose correctly, continue. If many choose the same wrong answer, you know exactly what to re-teach.</p>
<h2>Use the last five minutes</h2>
<p>An exit ticket is a short question answered on a slip of paper at the end of a lesson. Read them quickly after class and sort them into three piles: got it, nearly there and not yet. This takes about ten minutes for a class of forty-five and tells you how to start the next lesson. Many teachers begin the following class with a two-minute review of the most common mistake.</p>
<h2>Let students check themselves and each other</h2>
<p>Share what good work looks like, for example with a model answer or a short checklist, and ask students to assess their own work against it before handing it in. Peer feedback works too, if you give a simple structure such as "one thing done well, one thing to improve". This builds the self-assessment skills that the <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> highlights in its call for a holistic progress card that includes self and peer assessment.</p>
<blockquote>The purpose of a quick check is not to give a mark. It is to decide what to do next.</blockquote>
<h2>Where technology helps</h2>
<p>If your school has devices, digital quizzes can collect and summarise responses instantly, and some tools work on a single teacher's phone by scanning printed answer cards. These save time, but they are an extension of the techniques above, not a replacement. The most important part is still the teacher's decision about what to do with what they see.</p>
<h2>Start small</h2>
<p>Choose one technique, perhaps finger voting or exit tickets, and use it every day for two weeks until it becomes routine for you and your students. Then add another. Within a term, you will know far more about what your students understand than any end-of-term exam can tell you.</p>`,
  },
  {
    title: 'Blended learning with one computer lab: a station rotation model that works',
    excerpt:
      'One lab and a timetable that gives each class a single period a week? Station rotation lets you bring digital practice into everyday lessons without new hardware.',
    category: 'Learning Design',
    image_url: null,
    content: `<p>In many Indian schools, the computer lab is a precious shared space. Each class might get one period a week, often spent learning to type or use a word processor. Meanwhile, maths and science teachers who would like students to use adaptive practice or simulations have no regular access to devices. Station rotation is a blended learning model that makes much better use of limited technology.</p>
<h2>What station rotation looks like</h2>
<p>In a station rotation, the class is divided into groups that move between different activities, or stations, during a lesson or across a few lessons. Only one station needs devices. A typical three-station setup for a 40-minute period looks like this:</p>
<ol>
<li><strong>Teacher station:</strong> the teacher works closely with one small group, re-teaching, extending or discussing a problem in depth.</li>
<li><strong>Digital station:</strong> a group uses a few laptops, tablets or phones for adaptive practice, a simulation or a video with questions.</li>
<li><strong>Independent or collaborative station:</strong> a group works on a worksheet, a hands-on activity or a group problem without the teacher.</li>
</ol>
<p>Groups rotate every twelve to fifteen minutes, or across three consecutive lessons in a longer cycle. Every student gets time with the teacher in a small group, which is rare in a class of forty or more.</p>
<h2>Getting the devices</h2>
<p>You need far fewer devices than students. With three groups, a class of forty-five needs around fifteen devices, and students can share in pairs, which halves that number again. Options include borrowing a trolley of laptops from the lab for your period, using a few tablets bought for the purpose, or, where school policy allows, letting students use their own phones at the digital station. Download content in advance so that the station works even without reliable internet.</p>
<h2>Designing each station</h2>
<p>The teacher station is where the most valuable learning happens, so plan it carefully. Use data from recent quizzes or the digital station to group students by need, so each group gets the right kind of support.</p>
<p>The digital station should be self-running. Students need clear instructions on a card, including what to open, what to do and what to record. Free, curriculum-linked resources from <a href="https://diksha.gov.in/" target="_blank" rel="noopener noreferrer">DIKSHA</a> or simulations from <a href="https://phet.colorado.edu/" target="_blank" rel="noopener noreferrer">PhET</a> work well. Ask students to note one thing they learned or one question they have, so the time is accountable.</p>
<p>The independent station must be something students can do without help. Practice problems with answers to check, a reading with questions, or a group task with clear roles all work.</p>
<blockquote>The technology is not the point. The point is freeing the teacher to spend time with small groups while every student stays productively busy.</blockquote>
<h2>Making it run smoothly</h2>
<ul>
<li><strong>Teach the routine first.</strong> Spend a lesson practising moving between stations before adding content.</li>
<li><strong>Use a visible timer</strong> and a consistent signal for rotating.</li>
<li><strong>Assign roles</strong> in each group, such as a device manager and a timekeeper.</li>
<li><strong>Keep noise purposeful.</strong> A busy hum is fine; agree on what level is acceptable.</li>
<li><strong>Start with one lesson a week</strong> and increase as students and you gain confidence.</li>
</ul>
<h2>Why it fits NEP 2020</h2>
<p>The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> encourages the use of technology to support teachers and personalise learning, and calls for more experiential, discussion-based classrooms. Station rotation does all of this with the equipment most schools already have. It also gives the computer lab a new purpose: not a room students visit once a week, but a resource that flows into every subject.</p>`,
  },
];
