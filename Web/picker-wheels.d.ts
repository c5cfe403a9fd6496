// Types of picker-wheels.js: the <picker-wheels> element and the wheel it draws.

import type { PickerReport, PickerRequest } from "./pickerkit.js";

/** A picker description, exactly the `PickerSpec` every PickerKit front end takes. */
export interface PickerSpec {
  kind: "pattern" | "date" | "measure" | "options";
  pattern?: string;
  min?: number | string;
  max?: number | string;
  step?: number | string;
  mode?: "date" | "time" | "datetime" | "countdown" | "month-year" | "year";
  locale?: string;
  timeZone?: string;
  clock?: 12 | 24;
  options?: Array<string | Record<string, unknown>> | Array<Array<string | Record<string, unknown>>>;
  [setting: string]: unknown;
}

/** A form-associated custom element: PickerKit's wheels as a form control. */
export declare class PickerWheelsElement extends HTMLElement {
  static readonly formAssociated: true;
  /** The wheel the element draws, for a page that runs it on a core of its own. */
  static readonly WheelPicker: typeof WheelPicker;
  /** The wheels' style sheet. */
  static readonly styles: CSSStyleSheet;

  /** The settled value, as `picker --print value` prints it; "" for none. */
  value: string;
  /** The `value` attribute: the value the element opens on and a reset restores. */
  defaultValue: string;
  name: string;
  required: boolean;
  disabled: boolean;
  /** The description the wheels were last drawn on, as the core read the `description` attribute with each setting attribute in place; null before the first drawing and when the core refused it. */
  get description(): PickerSpec | null;
  /** Sets the `description` attribute (an object is written as its JSON); null removes it. */
  set description(value: PickerSpec | string | null);
  kind: string | null;
  pattern: string | null;
  min: string | null;
  max: string | null;
  step: string | null;
  mode: string | null;
  locale: string | null;
  timeZone: string | null;
  clock: string | null;
  options: string | null;

  readonly form: HTMLFormElement | null;
  readonly labels: NodeListOf<HTMLLabelElement>;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  readonly type: "picker-wheels";
  /** The core's last answer, or null before the wheels are drawn. */
  readonly report: PickerReport | null;
  checkValidity(): boolean;
  reportValidity(): boolean;
}

/** Settings of a WheelPicker. */
export interface WheelPickerSettings {
  /** Answers a request of POST /api/picker's shape (a core's `answer`). */
  transport: (request: PickerRequest) => Promise<PickerReport>;
  label?: string;
  labelledBy?: string;
  keys?: string[];
  announce?: (text: string) => void;
  form?: () => HTMLFormElement | null;
  onChange?: (report: PickerReport) => void;
  speaks?: boolean;
}

/** The wheel itself, drawn into an element of the page. */
export declare class WheelPicker {
  constructor(root: HTMLElement, spec: PickerSpec, settings: WheelPickerSettings);
  readonly data: PickerReport | null;
  load(extra?: { answer?: string; nearest?: boolean }): Promise<PickerReport | null>;
  send(actions: unknown[]): Promise<PickerReport | null>;
  settled(): Promise<PickerReport | null>;
  take(): Promise<PickerReport | null>;
}

export declare const wheelStyles: CSSStyleSheet;

declare global {
  interface HTMLElementTagNameMap {
    "picker-wheels": PickerWheelsElement;
  }
}
