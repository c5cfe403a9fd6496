// Types of pickerkit.js: PickerKit's core in a page or in node.

/** The body of POST /api/picker. */
export interface PickerRequest {
  picker: Record<string, unknown>;
  answer?: string;
  nearest?: boolean;
  state?: PickerState;
  actions?: unknown[];
  wheelsKey?: string;
}

export interface PickerState {
  focus: number;
  rows: number[];
  [member: string]: unknown;
}

/** What POST /api/picker answers. */
export interface PickerReport {
  text: string;
  written: string;
  value: unknown;
  /** The value as `picker --print value` prints it. */
  valueText: string;
  rows: number[];
  spoken: string;
  corrected: boolean;
  ready: boolean;
  entering: boolean;
  message?: string;
  state: PickerState;
  moves: Array<{ wheel: number; from: number; to: number }>;
  wheels?: unknown[];
  wheelsKey?: string;
  filtered?: string;
  // The kind's facts, where the kind has them.
  display?: string;
  instant?: string;
  occurrence?: string;
  unit?: string;
  exact?: boolean;
  converted?: unknown;
  formatted?: string;
  label?: string;
  labels?: string[];
  index?: number;
  indexes?: number[];
  start?: string;
  end?: string;
}

/** A refusal, in every call's one shape. */
export interface Refusal {
  error: { message: string };
}

export interface PickerKitCore {
  /** The core's calls by name, each on request text, answering text. */
  calls: Record<string, (request: string | Uint8Array | unknown) => string>;
  /** A call at the page's now, with the locales and zones it lacks asked for. */
  ask(name: string, request: unknown): Promise<unknown>;
  answer(request: PickerRequest): Promise<PickerReport | Refusal>;
  form?(request: unknown): Promise<unknown>;
}

export interface LoadOptions {
  /** pickerkit.wasm: a URL, or its bytes (node). Beside this module unless given. */
  wasm?: string | URL | ArrayBuffer | ArrayBufferView;
  /** The platform's data (the `platform` call's request), as an object or its JSON text. */
  platform?: unknown;
  /** Answers the locales and zones the core lacks, as the `more` call's request text. */
  more?: (names: { locales: string[]; zones: string[] }) => Promise<string>;
}

export declare function load(options?: LoadOptions): Promise<PickerKitCore>;
