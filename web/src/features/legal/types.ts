/** A long static legal text (privacy policy, terms of use) shown in a dialog (spec sections 1 and 3). */
export interface LegalSection {
  title: string;
  content: string[];
}

export interface LegalDocument {
  title: string;
  header: string;
  updated: string;
  sublist: LegalSection[];
  footer: string;
}

export interface LegalContent {
  privacy: LegalDocument;
  terms: LegalDocument;
}
