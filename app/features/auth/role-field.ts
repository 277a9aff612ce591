/** The Role field's placeholder, the same on sign-up and on the profile (spec point 2). */
export const rolePlaceholder = 'Student, Teacher, Administrator, etc.';
