/**
 * What a pharmacist records from a prescription when verifying it (Drugs Rules, 1945, r.65: a prescription medicine
 * is supplied only against a prescription of a registered medical practitioner, and the record names the prescriber).
 * Stored on the prescription or order record as the attribute `prescriber`; read back by the verification view, the
 * invoice, and the Schedule H1 register.
 */
export interface Prescriber {
  /** The doctor's name as written on the prescription, 2–100 characters. */
  name: string;
  /** Council and registration number as written, e.g. 'DMC/R/12345' (Delhi Medical Council), 3–40 characters. */
  registration: string;
  /** The date the prescription was written, 'YYYY-MM-DD' (India time). */
  prescribedOn: string;
  /**
   * True when the prescription names the composition (generic name) rather than a brand: only then may a pharmacist
   * supply another brand of the same composition.
   */
  namesComposition: boolean;
}
