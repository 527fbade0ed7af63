import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { UploadRecord } from '@aed/shared/schemas/upload';
import { englishI18n } from '../../test/english-i18n';
import { mockStorage, mockUploadApi, storagePosts } from './upload-test-support';

/** signature_pad draws on a canvas jsdom does not have: a stand-in keeping the strokes. */
const { pads, FakePad } = vi.hoisted(() => {
  const pads: { strokes: unknown[]; isEmpty(): boolean }[] = [];
  class FakePad {
    strokes: unknown[] = [];
    constructor() {
      pads.push(this);
    }
    addEventListener() {}
    removeEventListener() {}
    off() {}
    isEmpty() {
      return this.strokes.length === 0;
    }
    clear() {
      this.strokes = [];
    }
    toData() {
      return [...this.strokes];
    }
    fromData(data: unknown[]) {
      this.strokes = [...data];
    }
  }
  return { pads, FakePad };
});
vi.mock('signature_pad', () => ({ default: FakePad }));

const system = createSystem(defaultConfig);
let i18n: I18n;
let SignaturePad: typeof import('./signature-pad').SignaturePad;
beforeAll(async () => {
  // web tests share modules (isolate: false): another file may have loaded the pad on the real library already
  vi.resetModules();
  ({ SignaturePad } = await import('./signature-pad'));
  i18n = await englishI18n(['upload', 'errors', 'common']);
  HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
    callback(new Blob([new Uint8Array(300)], { type: 'image/png' }));
  };
});
afterEach(() => vi.unstubAllGlobals());

function renderPad(onChange: (v: UploadRecord | null) => void) {
  pads.length = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ChakraProvider>
  );
  return render(<SignaturePad onChange={onChange} />, { wrapper });
}

describe('SignaturePad', () => {
  it('asks for a signature before saving an empty pad', async () => {
    const fetchMock = mockUploadApi();
    renderPad(() => {});
    fireEvent.click(screen.getByTestId('signature-save'));
    expect((await screen.findByTestId('signature-error')).textContent).toBe('Please sign first');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('undoes the last stroke, clears, and uploads the drawing as a PNG signature', async () => {
    const fetchMock = mockUploadApi();
    mockStorage();
    const onChange = vi.fn();
    renderPad(onChange);
    const pad = pads[0];
    pad.strokes = ['a', 'b'];
    fireEvent.click(screen.getByTestId('signature-undo'));
    expect(pad.strokes).toEqual(['a']);
    fireEvent.click(screen.getByTestId('signature-clear'));
    expect(pad.isEmpty()).toBe(true);
    pad.strokes = ['c'];
    fireEvent.click(screen.getByTestId('signature-save'));
    expect(await screen.findByTestId('signature-saved')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ purpose: 'signature', fileName: 'signature.png', contentType: 'image/png', size: 300 });
    expect(storagePosts).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'confirmed' }));
    // a new stroke or a clear forgets the saved signature
    fireEvent.click(screen.getByTestId('signature-clear'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByTestId('signature-saved')).toBeNull();
  });
});
