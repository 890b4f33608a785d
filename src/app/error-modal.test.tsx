// The error modal's words are flows/shell.json's, byte for byte.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import shell from '../../flows/shell.json';
import { OFFLINE_MESSAGE } from '../api/api-error';
import { polyfillDialog } from '../testing/step-harness';
import { ErrorDialog } from './error-modal';

polyfillDialog();

describe('error modal', () => {
  it('shows the title, the button and the offline message written in flows/shell.json', () => {
    render(<ErrorDialog error={{ status: 0, message: OFFLINE_MESSAGE }} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: shell.copy.errorTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: shell.copy.errorClose })).toBeTruthy();
    expect(screen.getByText(shell.copy.offline)).toBeTruthy();
  });
});
