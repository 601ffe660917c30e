/** The training brochure as the settings screen shows it. */
export interface BrochureView {
  /** The file's name as uploaded. */
  name: string;
  /** "1,2 MB" */
  size: string;
  pages: number | null;
  /** Its public address. */
  href: string;
}
