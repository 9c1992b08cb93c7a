import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickFile } from './pick-file';

let opened: HTMLInputElement[] = [];

/** Stands in for the user acting in the dialog the input's click opens. */
function userWill(action: { choose: File } | 'cancel') {
  opened = [];
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    opened.push(this);
    if (action === 'cancel') {
      this.dispatchEvent(new Event('cancel'));
      return;
    }
    Object.defineProperty(this, 'files', { value: [action.choose] });
    this.dispatchEvent(new Event('change'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pickFile', () => {
  it('opens a hidden file input with the dialog filter and reads the chosen file', async () => {
    userWill({ choose: new File(['abc'], 'foto.jpg', { type: 'image/jpeg' }) });
    const picked = await pickFile({ accept: ['jpeg', 'png'], inputAccept: 'image/jpeg,image/png' });
    expect(picked).toMatchObject({ name: 'foto.jpg', type: 'image/jpeg', extension: 'jpg', data: 'data:image/jpeg;base64,YWJj' });
    const [input] = opened;
    expect(input?.type).toBe('file');
    expect(input?.accept).toBe('image/jpeg,image/png');
    expect(input?.hidden).toBe(true);
    expect(input?.isConnected).toBe(false);
  });

  it("rejects with 'File.get fail' and logs 'file input fail' when the dialog is dismissed", async () => {
    userWill('cancel');
    const logError = vi.fn();
    await expect(pickFile({ logError })).rejects.toThrow('File.get fail');
    expect(logError).toHaveBeenCalledWith('file input fail', expect.objectContaining({ message: 'File.get fail' }));
    expect(opened[0]?.isConnected).toBe(false);
  });

  it('logs a refused file with console.error by default', async () => {
    userWill({ choose: new File(['x'], 'nota.pdf', { type: 'application/pdf' }) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(pickFile({ accept: ['png'] })).rejects.toMatchObject({ key: 'error.notAllowed' });
    expect(consoleError).toHaveBeenCalledWith('file input fail', expect.objectContaining({ key: 'error.notAllowed' }));
  });
});
