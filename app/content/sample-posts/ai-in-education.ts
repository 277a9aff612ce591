import type { SamplePost } from './types.ts';

export const aiInEducationPosts: readonly SamplePost[] = [
  {
    title: 'Five ways adaptive practice closes gaps in Class 8 maths',
    excerpt:
      'Class 8 maths exposes every gap from earlier years. Here is how adaptive practice helps teachers find those gaps early and close them without slowing the whole class.',
    category: 'AI in Education',
    image_url: '/images/blog/adaptive-practice-class-8-maths.svg',
    content: `<p>Ask any Class 8 maths teacher where the year goes wrong and you will hear the same story. Linear equations, exponents and algebraic identities all lean on ideas from Classes 5 to 7: fractions, negative numbers, the distributive property. A student who never quite understood why <em>3(x + 2)</em> is not <em>3x + 2</em> will struggle for months, and in a class of forty it is hard to notice who that student is until the half-yearly paper.</p>
<p>Adaptive practice is software that changes the next question based on how a student answered the last one. Done well, it is not a replacement for teaching. It is a way of giving every student the practice they actually need while the teacher focuses on explanation and discussion. Here are five ways it helps.</p>
<h2>1. It finds the prerequisite gap, not just the wrong answer</h2>
<p>When a student gets a linear equation wrong, a good adaptive system does not simply serve another linear equation. It steps back to check the skills underneath: combining like terms, moving a term across the equals sign, operating with negative integers. The teacher then sees a more useful message than "Ravi scored 4 out of 10". It might say that Ravi is secure on equations but keeps slipping on subtracting negative numbers. That is a ten-minute fix, not a chapter-long problem.</p>
<h2>2. It lets strong students move ahead without waiting</h2>
<p>Mixed-ability classrooms are the norm in Indian schools. Students who have mastered a topic can be given harder, multi-step problems or word problems drawn from real situations, such as comparing mobile data plans or calculating simple interest on a bicycle loan.</p>
<h2>3. It spaces and mixes practice over time</h2>
<p>Research on learning, summarised accessibly by organisations such as the <a href="https://educationendowmentfoundation.org.uk/" target="_blank" rel="noopener noreferrer">Education Endowment Foundation</a>, supports revisiting material after a gap and mixing problem types rather than practising one type in a block. Adaptive tools can schedule this automatically, bringing back mensuration questions in week six even though the class finished that chapter in week two.</p>
<h2>4. It gives immediate, specific feedback</h2>
<p>A worksheet marked a week later arrives after the student has forgotten what they were thinking. Adaptive practice can respond straight away with a hint, a worked example or a short explanation of a common mistake. The best systems show the step where the reasoning went wrong, not only the correct final answer.</p>
<h2>5. It turns practice into data a teacher can act on</h2>
<p>The real value appears in the teacher's dashboard. Instead of marking thirty-five notebooks, the teacher can see, before the next lesson, which three skills most of the class is stuck on and which small group needs a re-teach. A simple routine works well:</p>
<ol>
<li>Assign fifteen minutes of adaptive practice as homework or in the computer period.</li>
<li>Check the class summary before the next lesson and pick one common misconception.</li>
<li>Open the lesson with a short whole-class discussion of that misconception.</li>
<li>Pull a small group aside for targeted support while others continue practising.</li>
</ol>
<h2>Keeping the teacher in charge</h2>
<p>Adaptive practice works best when it follows the textbook sequence the class is using, whether that is NCERT or a state board, and when teachers can override the system by assigning or skipping topics. It also needs to work on the devices students actually have, including shared family phones with patchy data. Finally, it should never become a screen-time marathon. Short, focused sessions followed by discussion in class beat an hour of clicking.</p>
<blockquote>Adaptive software can tell you who is stuck and where. Only a teacher can decide what to do about it, and help a student believe they can get better at maths.</blockquote>
<p>The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> asks schools to focus on conceptual understanding and to use technology to personalise learning. In Class 8 maths, adaptive practice is one of the most practical ways to put that idea to work.</p>`,
  },
  {
    title: 'Using an AI teacher assistant without losing your voice in the classroom',
    excerpt:
      'AI assistants can draft lesson plans, questions and rubrics in seconds. A practical guide to saving time while keeping your judgement, your context and your students at the centre.',
    category: 'AI in Education',
    image_url: null,
    content: `<p>Teachers in India carry a heavy load beyond teaching: registers, report cards, parent communication, board circulars and duties that spill into the evening. Generative AI assistants promise to take some of that weight. They can draft a lesson plan, write twenty practice questions or turn a paragraph into a simpler version for a struggling reader in a few seconds. The question is how to use them without handing over the parts of teaching that matter most.</p>
<h2>Start with tasks that are slow for you but easy to check</h2>
<p>The safest uses are those where you can quickly judge whether the output is good. Examples that work well:</p>
<ul>
<li><strong>Question banks:</strong> ask for ten questions on photosynthesis at three difficulty levels, then discard the weak ones.</li>
<li><strong>Differentiated texts:</strong> rewrite a Class 7 history passage in simpler English or in Hindi, then check it against the textbook.</li>
<li><strong>Rubrics:</strong> draft a four-level rubric for a science project that you then adjust to your own criteria.</li>
<li><strong>Parent messages:</strong> turn your bullet points into a polite, clear circular in two languages.</li>
</ul>
<p>Tasks that are hard to check, such as marking long answers or writing a student's report card comments from scratch, deserve much more caution.</p>
<h2>Give the assistant your context</h2>
<p>An AI assistant knows nothing about your class unless you tell it. Compare "Make a lesson plan on fractions" with "Make a 40-minute lesson plan on adding fractions with unlike denominators for Class 5 in a government school in Rajasthan. Students speak Hindi and Marwari at home. There is no projector. Include one activity using paper strips." The second prompt produces something much closer to what you would actually teach. Mention the board, the chapter, the time available and the resources you have.</p>
<h2>Always check for accuracy and fit</h2>
<p>Generative AI can state wrong facts with complete confidence. It may invent a date, misquote a formula or describe a syllabus that does not exist. Treat every output as a draft written by a fast but careless colleague. Check facts against the NCERT or state board textbook, and check that the language, examples and names suit your students. An example about snow days or baseball will not land in Jaipur.</p>
<h2>Protect student privacy</h2>
<p>Do not paste student names, marks, health information or photographs into a general-purpose AI tool unless your school has approved it and understands how the data is stored. Describe the situation instead: "a student who reads two levels below grade" is enough for the assistant to help. <a href="https://www.unesco.org/en/digital-education/artificial-intelligence" target="_blank" rel="noopener noreferrer">UNESCO's guidance on AI in education</a> stresses a human-centred approach, data protection and age-appropriate use, and is worth reading as a staff.</p>
<h2>Keep your voice in the final product</h2>
<p>Students know their teacher. They recognise your jokes, your local examples and the way you explain a tricky idea. If every worksheet starts to sound like the same polished template, something is lost. A good habit is to edit every AI draft so that at least one part clearly comes from you: a question about the school garden, a reference to last week's class discussion, or a story from your own experience.</p>
<blockquote>Use AI to get to a first draft quickly. Spend the time you save on the parts only you can do: listening to students and adapting to them.</blockquote>
<h2>A simple plan for your staff room</h2>
<ol>
<li>Agree on two or three approved tools and what data must never be entered.</li>
<li>Share prompts that worked well in a common document, organised by subject and class.</li>
<li>Review AI-generated materials in department meetings, just as you would any shared resource.</li>
<li>Be open with students about when and how you use AI, and model responsible use for them.</li>
</ol>
<p>Used this way, an AI teacher assistant becomes a helpful tool in the staff room rather than a shortcut that weakens teaching. It can give teachers back time and energy, which they can spend with their students.</p>`,
  },
  {
    title: 'AI homework helpers at home: a practical guide for Indian parents',
    excerpt:
      'Your child may already be asking a chatbot for homework answers. Here is how parents can turn AI tools into a patient tutor rather than a shortcut.',
    category: 'AI in Education',
    image_url: null,
    content: `<p>Many parents have had this experience. A child who usually struggles with a Hindi essay or a physics numerical suddenly finishes in ten minutes, and the work looks suspiciously polished. AI chatbots and photo-solving apps are now easy to reach on any smartphone. Banning them rarely works for long. A better approach is to teach children how to use them in ways that build understanding instead of replacing it.</p>
<h2>Understand what these tools can and cannot do</h2>
<p>An AI helper can explain a concept in several different ways, give examples, quiz your child and point out a mistake in their working. It cannot guarantee that its answers are right. It sometimes makes errors in arithmetic, mixes up facts and gives answers that do not match what the school or board expects. It also does not know what your child's teacher emphasised in class. Children need to hear clearly that the chatbot is a helper to question, not an authority to copy.</p>
<h2>Set a simple family rule: explain, don't answer</h2>
<p>The most useful rule is that the AI should help your child think, not think for them. You can set this up in the way your child asks questions. Encourage prompts such as:</p>
<ul>
<li>"Don't give me the answer. Give me a hint for the first step."</li>
<li>"Explain why my answer to this question is wrong."</li>
<li>"Ask me five questions to check if I understand the water cycle."</li>
<li>"Explain this like I am in Class 6, using an example from an Indian village."</li>
</ul>
<p>When children use the tool this way, it behaves more like a patient tutor who is available at nine in the evening, when nobody else in the house remembers how to factorise a quadratic.</p>
<h2>Ask your child to teach it back</h2>
<p>A quick check at the end of homework time tells you whether learning happened. Ask your child to explain one thing they learned, in their own words, without looking at the screen. If they can explain it, the tool helped. If they cannot, the work was probably copied, even if it looks perfect. This takes two minutes and works in any language, whether you talk about the homework in English, Hindi, Rajasthani or another language at home.</p>
<h2>Know your school's rules</h2>
<p>Schools are still working out their policies on AI. Some teachers welcome AI for brainstorming but not for final answers. Others ask students to mention when they used it. Project work, internal assessments and board practical files may have stricter rules. Ask the class teacher what is allowed and help your child follow it. Submitting AI-written work as their own can hurt your child far more than an incomplete assignment.</p>
<h2>Protect privacy and wellbeing</h2>
<p>Children should not share their full name, school, address, phone number or photographs with chatbots. Check the age requirements in the terms of any app before your child signs up, since many general-purpose AI services are not designed for young children. Keep devices in shared spaces for younger children, and watch for signs that homework time has turned into hours of aimless chatting.</p>
<blockquote>The goal is not to keep children away from AI. It is to raise children who can use it wisely, check what it says and still think for themselves.</blockquote>
<h2>Learn alongside your child</h2>
<p>You do not need to be an expert. Sit with your child for one session and try the tool together. Ask it something you know well, perhaps about your work, your town or a recipe, and see where it gets things wrong. This shows your child, better than any lecture, why checking matters. Free, curriculum-aligned resources such as <a href="https://diksha.gov.in/" target="_blank" rel="noopener noreferrer">DIKSHA</a>, which carries textbook-linked content for many boards and languages, are a useful way to cross-check what an AI says.</p>
<p>AI is going to be part of your child's future workplace. Helping them build careful, honest habits with it now is one of the most useful things a parent can do.</p>`,
  },
];
