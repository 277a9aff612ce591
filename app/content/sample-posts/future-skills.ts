import type { SamplePost } from './types.ts';

export const futureSkillsPosts: readonly SamplePost[] = [
  {
    title: 'Teaching computational thinking without computers',
    excerpt:
      'Computational thinking is about solving problems, not typing code. Unplugged activities with paper, chalk and everyday objects that work in any classroom.',
    category: 'Future Skills',
    image_url: '/images/blog/computational-thinking-unplugged.svg',
    content: `<p>The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> calls for greater emphasis on mathematical and computational thinking, with activities involving coding introduced in the middle stage of school. For many teachers this raises an immediate worry: what if the school has no computer lab, or a lab with a few ageing machines shared by hundreds of students?</p>
<p>The reassuring answer is that computational thinking is not about computers. It is a way of solving problems that computer scientists use, and it can be taught with paper, chalk, cards and children's own bodies. Many teachers find that starting without computers actually works better, because students focus on the thinking rather than the screen.</p>
<h2>The four big ideas</h2>
<ul>
<li><strong>Decomposition:</strong> breaking a big problem into smaller parts.</li>
<li><strong>Pattern recognition:</strong> noticing similarities and repeated structures.</li>
<li><strong>Abstraction:</strong> focusing on what matters and ignoring unnecessary detail.</li>
<li><strong>Algorithms:</strong> writing clear, step-by-step instructions that anyone could follow.</li>
</ul>
<h2>Activities that need no computers</h2>
<h3>1. The human robot</h3>
<p>One student is the "robot" and can follow only a few commands: step forward, turn left, turn right, pick up. Another student writes instructions on the board to guide the robot from the classroom door to a bag of chalk. When the robot walks into a desk, the class has found a bug. Debugging the instructions together teaches precision and sequencing better than any lecture.</p>
<h3>2. Making chai as an algorithm</h3>
<p>Ask groups to write the steps for making a cup of chai. Then read one group's steps aloud and act them out literally. "Add milk" before "put the pan on the stove"? "Add sugar" but how much? Students quickly see why algorithms must be exact, and they discover conditions ("if the tea is too strong, add more milk") and loops ("stir until it boils").</p>
<h3>3. Sorting with a balance</h3>
<p>Give groups eight unlabelled bags of different weights and a simple balance, or eight cards with hidden numbers that can be compared only two at a time. Challenge them to put the items in order using the fewest comparisons. Students invent their own sorting strategies, which are the same ideas behind real sorting algorithms.</p>
<h3>4. Binary numbers with cards</h3>
<p>Five cards showing 1, 2, 4, 8 and 16 dots, turned face up or face down, can represent any number from 0 to 31. Students discover how computers store numbers using only ones and zeros. This activity, and many more, is freely available from <a href="https://www.csunplugged.org/" target="_blank" rel="noopener noreferrer">CS Unplugged</a>, a project from the University of Canterbury in New Zealand.</p>
<h3>5. Patterns in rangoli</h3>
<p>Rangoli and block-print designs from Rajasthan are full of repetition and symmetry. Ask students to describe a design as a set of instructions: a basic shape, then how it repeats and rotates. This connects computational thinking to art and mathematics, and to a tradition students already know.</p>
<blockquote>When students argue about whether an instruction is clear enough, they are doing exactly what programmers do every day.</blockquote>
<h2>Bringing it into every subject</h2>
<p>Computational thinking does not need a separate period. Decomposition helps with a long essay or a science project. Pattern recognition is central to maths. Writing clear procedures is part of every experiment. Teachers can name these skills when they appear, so students start to recognise them as tools they can use anywhere.</p>
<h2>When computers do arrive</h2>
<p>Students who have learned to think in algorithms find block-based coding tools far easier. The transition from "human robot" to moving a character on screen is natural. Until then, unplugged activities give every student, in every school, a genuine start in one of the most important skills of this century.</p>`,
  },
  {
    title: 'Bringing AI literacy into middle school: a starter plan for teachers',
    excerpt:
      'Students already use AI every day. A practical, term-long plan to help Classes 6 to 8 understand how AI works, where it fails and how to use it responsibly.',
    category: 'Future Skills',
    image_url: null,
    content: `<p>Your students already meet artificial intelligence many times a day. It recommends videos, suggests the next word as they type, filters spam and, increasingly, answers their homework questions. Most of them have no idea how it works, why it sometimes gets things badly wrong, or what happens to the data they share. AI literacy means giving students that understanding, so they can use AI confidently, question it and eventually help shape it.</p>
<p>The Central Board of Secondary Education has introduced Artificial Intelligence as a skill subject and published curriculum and teacher resources on <a href="https://cbseacademic.nic.in/" target="_blank" rel="noopener noreferrer">CBSE Academic</a>. <a href="https://www.unesco.org/en/digital-education/artificial-intelligence" target="_blank" rel="noopener noreferrer">UNESCO</a> has also published AI competency frameworks for students and teachers. But you do not need a dedicated subject to begin. Here is a simple starter plan for Classes 6 to 8 that any teacher can adapt across a term.</p>
<h2>Weeks 1 and 2: What is AI, really?</h2>
<p>Start with students' experience. Ask them to list every place they think they have met AI. Sort the list together: a calculator follows fixed rules, while a video app learns from what millions of people watch. Introduce the key idea that many AI systems learn patterns from examples, or data, rather than following rules written by a person.</p>
<h2>Weeks 3 and 4: Learning from data, unplugged</h2>
<p>Bring in a set of picture cards of fruits, animals or leaves. Ask groups to come up with rules for sorting them, then test their rules on new cards they have not seen. Students discover that their "model" works well on some cards and fails on others. This is exactly what happens with machine learning, and it leads naturally to the question: what if the examples were not a good mix?</p>
<h2>Weeks 5 and 6: Bias and fairness</h2>
<p>Discuss what happens when AI learns from unbalanced data. For example, a face recognition system trained mostly on one group of people may work less well for others. A voice assistant trained mainly on one accent may struggle with Indian languages or regional accents. Ask students where they have seen technology that did not work well for them or their families, and why that might be.</p>
<h2>Weeks 7 and 8: Using generative AI wisely</h2>
<p>If your school allows it and students are of an appropriate age for the tool, demonstrate a chatbot on the projector. Ask it questions the class knows the answers to, including local questions about your town or state, and look for mistakes together. Establish three habits:</p>
<ol>
<li><strong>Check:</strong> verify important facts in a textbook or reliable source.</li>
<li><strong>Think first:</strong> try the problem yourself before asking AI.</li>
<li><strong>Be honest:</strong> say when and how you used AI in your work.</li>
</ol>
<h2>Weeks 9 and 10: Privacy and safety</h2>
<p>Talk about what data apps collect and why it is valuable. Students can examine the permissions of a familiar app on a phone and discuss which ones seem necessary. Reinforce simple rules: never share personal details, passwords or photos with chatbots or strangers online.</p>
<h2>Weeks 11 and 12: AI for good, a small project</h2>
<p>Finish with a design project. In groups, students pick a real problem in their school or community, perhaps water wastage, crop disease or helping elderly relatives use a phone, and design, on paper, how AI might help. They must also describe what data it would need, who might be left out and what could go wrong.</p>
<blockquote>AI literacy is not about turning every child into a programmer. It is about making sure no child grows up treating AI as magic.</blockquote>
<p>Teachers do not need to be experts to run this plan. Curiosity, honest questions and a willingness to learn alongside students are enough. The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> emphasises critical thinking and the ethical use of technology, and this is a practical place to begin.</p>`,
  },
  {
    title: 'Project-based learning for real problems: running a water audit at your school',
    excerpt:
      'In a state where every drop matters, a school water audit teaches maths, science, teamwork and communication through one meaningful, hands-on project.',
    category: 'Future Skills',
    image_url: null,
    content: `<p>In Rajasthan, water is never an abstract topic. Children grow up with stepwells, tankas, water tankers and careful rationing in the hot months. That makes water an ideal starting point for project-based learning, where students learn by working on a real problem over several weeks and present what they find to a real audience.</p>
<p>A school water audit is a project that fits Classes 6 to 9, uses very little money and connects to maths, science, social science and language. It also builds the skills employers and universities increasingly value: collaboration, communication, problem solving and taking initiative.</p>
<h2>The driving question</h2>
<p>Good projects begin with a question students genuinely want to answer. Try: "How much water does our school use each day, where does it go, and how could we save some of it?" Let students refine the question in their own words. The more ownership they feel, the harder they will work.</p>
<h2>Phase 1: Investigate (week 1)</h2>
<p>Divide the class into teams, each responsible for one area: drinking water points, toilets and handwashing, the kitchen or mid-day meal area, and the garden or grounds. Teams map every tap, tank and pipe in their area and interview the people who use and manage water, such as the cook, the cleaning staff and the gardener.</p>
<h2>Phase 2: Measure (weeks 2 and 3)</h2>
<p>This is where the maths comes alive. Students measure how long it takes to fill a one-litre bottle from each tap to calculate flow rates. They count how many times taps are used during a school day, estimate water used for cleaning and cooking, and time how long a leaking tap takes to fill a cup. All findings go into tables and then into bar graphs and pie charts.</p>
<ul>
<li><strong>Maths:</strong> measurement, unit conversion, rates, averages, data handling and graphs.</li>
<li><strong>Science:</strong> the water cycle, groundwater, water purification and conservation.</li>
<li><strong>Social science:</strong> traditional water harvesting systems such as johads, baoris and tankas.</li>
<li><strong>Language:</strong> interviews, report writing and persuasive presentations in Hindi and English.</li>
</ul>
<h2>Phase 3: Propose solutions (week 4)</h2>
<p>Using their data, each team proposes two or three realistic ways to save water. Ideas might include fixing leaks, reusing handwashing water in the garden, adding a simple rooftop rainwater harvesting system, or a student awareness campaign. Teams must estimate how much water each idea could save and what it would cost, and consider what could go wrong.</p>
<h2>Phase 4: Present to a real audience (week 5)</h2>
<p>Students present their findings to the principal, the school management committee, parents or the local panchayat. Knowing that real decision-makers will listen raises the quality of the work enormously. Encourage clear visuals and a short, confident spoken presentation from every team member.</p>
<blockquote>When students see a dripping tap fixed because of their report, they learn something no textbook can teach: their work matters.</blockquote>
<h2>Tips for teachers</h2>
<ol>
<li>Plan assessment in advance with a simple rubric covering data accuracy, reasoning, teamwork and presentation.</li>
<li>Give each team member a clear role, and rotate roles between phases.</li>
<li>Hold short check-in meetings with each team every few days.</li>
<li>Let students make and correct mistakes. Learning to revise is part of the project.</li>
</ol>
<p>The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> calls for experiential, project-based learning that connects subjects and builds twenty-first-century skills. Schools with an <a href="https://aim.gov.in/" target="_blank" rel="noopener noreferrer">Atal Tinkering Lab</a> can extend the project further, for example by building simple sensors to monitor tank levels. But a water audit needs only bottles, a stopwatch, notebooks and curious students, which every school already has.</p>`,
  },
];
