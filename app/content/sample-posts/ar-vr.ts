import type { SamplePost } from './types.ts';

export const arVrPosts: readonly SamplePost[] = [
  {
    title: 'Running a virtual chemistry lab when your school has no lab',
    excerpt:
      'No lab, no chemicals, no problem? Virtual labs cannot replace everything, but with the right routine they can give students real experimental thinking.',
    category: 'AR/VR',
    image_url: '/images/blog/virtual-chemistry-lab.svg',
    content: `<p>Many schools in India, especially smaller government and low-fee private schools, teach chemistry with little or no laboratory. Sometimes there is a room with a few dusty beakers and no running water. Sometimes the lab exists but is locked because chemicals cannot be replaced or safety is a worry. Students end up memorising the colour of a precipitate they have never seen.</p>
<p>Virtual labs offer a practical bridge. They are simulations in which students choose apparatus, add reagents, change variables and observe results on a screen. They cannot replace the smell of a burning magnesium ribbon or the care needed to handle acid. They can, however, teach the thinking behind experiments, which is where many students struggle most.</p>
<h2>Free, trusted tools to start with</h2>
<ul>
<li><a href="https://www.olabs.edu.in/" target="_blank" rel="noopener noreferrer">OLabs</a>, developed in India with government support, offers simulations mapped to NCERT and CBSE practicals for Classes 9 to 12, including titrations, salt analysis and pH experiments.</li>
<li><a href="https://phet.colorado.edu/" target="_blank" rel="noopener noreferrer">PhET Interactive Simulations</a> from the University of Colorado Boulder covers acids and bases, molarity, balancing equations and states of matter, and many simulations are available in Hindi and other languages.</li>
<li><a href="https://diksha.gov.in/" target="_blank" rel="noopener noreferrer">DIKSHA</a> hosts videos and interactive resources linked to textbook chapters, useful for preparation before a virtual experiment.</li>
</ul>
<h2>A routine that makes virtual labs feel real</h2>
<p>The biggest risk with simulations is that students click randomly until something interesting happens. Structure prevents this. A simple four-step routine works for most practicals:</p>
<ol>
<li><strong>Predict:</strong> before touching the simulation, students write what they expect to happen and why. For example, "If I add more water to this copper sulphate solution, the colour will become lighter because the concentration decreases."</li>
<li><strong>Plan:</strong> students list the variable they will change, the one they will measure and what they will keep the same.</li>
<li><strong>Observe:</strong> they run the simulation and record results in a proper table in their practical notebook, just as they would in a physical lab.</li>
<li><strong>Explain:</strong> they compare the result with their prediction and write a conclusion using correct chemical language.</li>
</ol>
<h2>When you have only one computer</h2>
<p>A single laptop and projector, or even a teacher's smartphone connected to a television, is enough. Run the simulation at the front and ask students to predict in pairs before each step. Invite different students to come up and control the variables. This "class demonstration with student hands" keeps everyone engaged and costs nothing beyond the device you already have.</p>
<h2>Add safe, real hands-on work where you can</h2>
<p>Virtual labs work best combined with simple practical work using household materials. Students can test indicators made from red cabbage or turmeric, observe how iron nails rust under different conditions, or separate mixtures by filtration using cloth and funnels made from plastic bottles. These activities use safe materials and give students the physical experience that a screen cannot.</p>
<blockquote>A simulation teaches the logic of an experiment. A real activity teaches care, patience and observation. Students need both.</blockquote>
<h2>Be honest about the limits</h2>
<p>Board practical examinations still expect students to handle apparatus. If your students will sit a practical exam, try to arrange at least a few sessions in a nearby school or a cluster resource centre before the exam. Use virtual labs to prepare, so that the limited time in a real lab is spent doing, not figuring out what to do.</p>
<p>The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> calls for experiential, inquiry-based science. A well-run virtual lab is one practical way to move in that direction, even in a school that has never had a chemistry lab.</p>`,
  },
  {
    title: 'Is VR right for your school? Ten questions to ask before you buy headsets',
    excerpt:
      'Virtual reality can make learning vivid, but headsets are expensive and easy to misuse. Ten questions school leaders should answer before placing an order.',
    category: 'AR/VR',
    image_url: null,
    content: `<p>Virtual reality demonstrations are impressive. A student puts on a headset and suddenly stands inside a human heart, on the surface of Mars or in the courtyard of Amber Fort. It is easy for a school leader to leave a vendor presentation convinced that every classroom needs a set. Before spending a large part of your annual budget, it is worth slowing down and asking some practical questions.</p>
<h2>Questions about learning</h2>
<ol>
<li><strong>What will students learn in VR that they cannot learn another way?</strong> VR is strongest for experiences that are impossible, dangerous or very expensive in real life: exploring the inside of a cell, seeing the scale of the solar system, or visiting a historical site. It adds little when a good diagram or video would do the same job.</li>
<li><strong>Which chapters will it be used for?</strong> Ask the vendor to map their content to the NCERT or state board syllabus for specific classes. A long catalogue of experiences is less useful than twenty that fit exactly what your teachers teach.</li>
<li><strong>How will a VR session fit into a lesson?</strong> The most effective use is short: five to ten minutes inside the headset, followed by discussion, drawing or writing. Ask to see lesson plans that show this structure.</li>
</ol>
<h2>Questions about students</h2>
<ol start="4">
<li><strong>What are the age recommendations?</strong> Headset manufacturers publish minimum ages and usage guidance. Read them, and share them with parents before younger students use the devices.</li>
<li><strong>How will you handle discomfort?</strong> Some people feel dizzy, nauseous or get headaches in VR. Sessions should be brief, students should be seated or in a clear space, and anyone who feels unwell must be able to stop at once without embarrassment.</li>
<li><strong>Is it accessible?</strong> Consider students who wear glasses, have visual impairments or experience anxiety. Plan an alternative activity that meets the same learning goal.</li>
</ol>
<h2>Questions about operations</h2>
<ol start="7">
<li><strong>Who will charge, update and store the headsets?</strong> A cupboard of flat batteries is the most common reason VR equipment goes unused. Name a person responsible and give them time to do it.</li>
<li><strong>What about hygiene?</strong> Headsets touch faces. Budget for washable face covers and cleaning wipes, and build cleaning time into the timetable.</li>
<li><strong>Does it need internet?</strong> Some content streams from the cloud and will not work on a slow school connection. Ask whether experiences can be downloaded and run offline.</li>
<li><strong>What is the full cost over three years?</strong> Include software licences, replacement devices, repairs, teacher training and accessories, not just the purchase price.</li>
</ol>
<h2>Consider lighter alternatives</h2>
<p>For many schools, a better first step is augmented reality on existing smartphones or tablets, or 360-degree videos projected onto a screen for the whole class. These approaches give some of the wow factor at a fraction of the cost and let teachers build confidence before investing in headsets. A small pilot with one set of devices, one subject and one class for a term will tell you far more than any sales demonstration.</p>
<blockquote>Buy the learning outcome, not the device. If you cannot say what students will understand better after using VR, wait.</blockquote>
<h2>Measure whether it works</h2>
<p>Before the pilot, agree what success looks like. It might be better answers to a set of conceptual questions, stronger science project work, or higher attendance on lab days. Compare a class that used VR with one that did not, and ask teachers and students for honest feedback. The OECD's work on <a href="https://www.oecd.org/en/topics/education.html" target="_blank" rel="noopener noreferrer">digital education</a> repeatedly points out that technology helps when it is tied to good teaching, not when it is simply added to classrooms.</p>
<p>VR can be a powerful tool. Asked these questions, you will know whether it is the right tool for your school now, or one to revisit in a year or two.</p>`,
  },
  {
    title: 'Teaching Class 6 geography with augmented reality on a single smartphone',
    excerpt:
      'You do not need a tablet for every child to use augmented reality. One smartphone, a projector or TV, and a clear lesson plan can bring landforms and maps to life.',
    category: 'AR/VR',
    image_url: null,
    content: `<p>Geography in Class 6 asks students to imagine a lot: the layers of the earth, the movement of the planets, latitudes and longitudes on a globe, mountains, plateaus and plains. For a child who has never left their district, a flat textbook drawing of a plateau can be hard to picture. Augmented reality, or AR, places a 3D model on top of the real world through a phone camera. Students can walk around a volcano on the classroom floor or watch the earth rotate above their desks.</p>
<p>Many teachers assume AR needs a tablet for every student. It does not. A single smartphone in the teacher's hand, shared well, can transform a lesson.</p>
<h2>What you need</h2>
<ul>
<li>One smartphone that supports AR apps. Most recent mid-range Android phones do.</li>
<li>A way to show the screen to the class, such as a projector, a smart TV or simple screen casting. If you have none, work with small groups around the phone.</li>
<li>An AR app or web resource with geography models, downloaded in advance so that you are not depending on school Wi-Fi.</li>
<li>A lesson plan that uses AR for a few minutes at the right moment, not for the whole period.</li>
</ul>
<p>Many NCERT and state textbooks also carry QR codes that open linked content on <a href="https://diksha.gov.in/" target="_blank" rel="noopener noreferrer">DIKSHA</a>. These are not always AR, but they are a quick way to add a video or interactive explanation to the same chapter.</p>
<h2>A sample lesson: major landforms</h2>
<p>Here is one way to structure a 40-minute lesson on mountains, plateaus and plains.</p>
<ol>
<li><strong>Hook (5 minutes):</strong> ask students to describe the land around their home or village. Is it flat? Hilly? Rocky? In Rajasthan, the Aravalli hills are a perfect local example.</li>
<li><strong>AR exploration (10 minutes):</strong> place a 3D landform model on your desk and project the view. Walk around it slowly. Ask students to call out differences between the height, slope and top surface of each landform.</li>
<li><strong>Student turn (10 minutes):</strong> invite three or four students to hold the phone and zoom in on features while the class guides them with questions such as "Where would a river flow?" or "Where would people find it easiest to farm?"</li>
<li><strong>Make it concrete (10 minutes):</strong> in groups, students build simple clay or mud models of the three landforms, labelling them.</li>
<li><strong>Exit question (5 minutes):</strong> each student writes why most of India's big cities are on plains, using one idea from the lesson.</li>
</ol>
<h2>Tips that make the difference</h2>
<p>Practise with the app at home first, so you know how to place and resize models quickly. Keep the phone on airplane mode if the content works offline, to avoid notifications popping up on the projected screen. Use AR to raise questions rather than to give answers, and always connect back to the textbook and the atlas. Students should still learn to read a physical map, which is a skill AR cannot replace.</p>
<blockquote>AR works best as a short, vivid moment that makes students curious enough to do the harder thinking that follows.</blockquote>
<h2>Going further</h2>
<p>Once you are comfortable, the same approach works for the solar system, the structure of the earth, and even history chapters with 3D models of monuments. Encourage students to compare what they see in AR with what they observe outside, whether it is the slope of a nearby hill or the path of the sun across the school ground. The <a href="https://ncert.nic.in/" target="_blank" rel="noopener noreferrer">NCERT</a> curriculum emphasises connecting geography to students' own surroundings, and AR can be one more bridge between the textbook and the world outside the classroom window.</p>`,
  },
];
