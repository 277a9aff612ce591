/** Shapes of fixed copy that several pages and components share. */

export type ContentLink = {
  readonly label: string;
  readonly href: string;
};

export type TitledText = {
  readonly title: string;
  readonly description: string;
};

export type TitledList = {
  readonly heading: string;
  readonly intro?: string;
  readonly items: readonly TitledText[];
};
