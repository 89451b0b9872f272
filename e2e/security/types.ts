// What the page side (detectors.ts, the lab harness) and the test side share.

export interface LabHit {
  /** alert, confirm, prompt, print, open, document.write, script-error… */
  kind: string;
  detail: string;
  /** Payload index the hit is attributed to; -1 when unknown (async, outside any probe). Controls use negative indices. */
  probe: number;
  phase: string;
}

export interface LabViolation {
  directive: string;
  blocked: string;
  sample: string;
  probe: number;
  phase: string;
}

export interface LabFinding {
  probe: number;
  kind: string;
  detail: string;
}

export interface ExerciseResult {
  findings: LabFinding[];
  /** Probes whose cleaned markup kept at least one node. */
  kept: number;
  /** Elements the markup left in all probes together. */
  elements: number;
  /** Events dispatched in all. */
  events: number;
}

export interface LabState {
  hits: LabHit[];
  violations: LabViolation[];
  current: number;
  phase: string;
  guardNavigation: boolean;
  hostEvents: Record<string, number>;
}

export interface LabTools {
  register(container: Node, probe: number): void;
  probeOf(node: unknown): number | null;
  exercise(entries: Array<{ probe: number; root: Node }>, options?: { allowForms?: string[]; waitMs?: number }): Promise<ExerciseResult>;
  scan(root: Node, allowForms?: string[]): Array<{ kind: string; detail: string }>;
  elementsIn(root: Node): Element[];
}

export type LabWindow = Window & typeof globalThis & { __lab?: LabState; __labTools?: LabTools };
