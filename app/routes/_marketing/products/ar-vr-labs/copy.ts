import type { ProductPageCopy } from '#app/components/marketing/product-page.tsx';

export const arVrLabs: ProductPageCopy = {
  image: '/images/illustrations/ar-vr-labs.svg',
  hero: {
    headline: 'A complete science lab in every classroom',
    description:
      'Students titrate acids, trace light through lenses and explore the human heart in 3D. Our virtual labs run on school computers, tablets and affordable headsets, so practical learning no longer depends on expensive equipment or scarce lab hours.',
  },
  features: {
    heading: 'Inside the virtual lab',
    items: [
      {
        title: 'Over 150 guided experiments',
        description:
          'Physics, chemistry and biology practicals mapped to the grade 6-12 syllabus, each with aims, procedure, observations and a viva.',
      },
      {
        title: 'Runs on the devices you have',
        description:
          'Use a browser on a computer lab PC, an Android tablet, a smart-board projector or a standalone VR headset.',
      },
      {
        title: 'Safe to make mistakes',
        description:
          'Students can mix the wrong reagents or overload a circuit and see what happens, with no risk to themselves or the equipment.',
      },
      {
        title: 'Augmented reality models',
        description:
          'Point a phone at a textbook page to place a 3D cell, molecule or machine on the desk and look at it from every side.',
      },
      {
        title: 'Teacher-led mode',
        description: 'Run a demonstration for the whole class from one screen, pausing at each step to ask questions.',
      },
      {
        title: 'Built-in assessment',
        description:
          'Observation tables and viva questions are recorded and scored automatically, ready for practical examination records.',
      },
    ],
  },
  benefits: {
    heading: 'What schools gain',
    items: [
      {
        title: 'Practical learning for all',
        description:
          'Every student performs each experiment, instead of watching a demonstration from the back of the room.',
      },
      {
        title: 'Lower running costs',
        description: 'Fewer consumables, no breakage and far less equipment to buy and maintain.',
      },
      {
        title: 'Deeper understanding',
        description: 'Seeing abstract ideas in 3D helps students connect theory with what they observe.',
      },
    ],
  },
  closing: {
    heading: 'See a virtual lab in action',
    description: 'Our team will set up a live demonstration for your science department, on your own devices.',
  },
  ctas: [{ label: 'Book a Lab Demo', href: '/contact', variant: 'primary' }],
};
