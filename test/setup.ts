import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// waitFor's 1 s default counts the first dynamic import of a widget's interactive chunk, which
// vitest transforms on the spot: over a second on a busy two-core machine (a contact form view
// test failed so in a CI run). Waits still end as soon as their condition holds.
configure({ asyncUtilTimeout: 5_000 });
