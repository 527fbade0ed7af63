import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { UploadPurpose, UploadRecord } from '@aed/shared/schemas/upload';
import { englishI18n } from '../../test/english-i18n';
import { UploadField } from './upload-field';
import { PRESIGNED, mockStorage, mockUploadApi, refusal, storagePosts } from './upload-test-support';

const system = createSystem(defaultConfig);
let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n(['upload', 'errors', 'common']);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
});

const changes: (UploadRecord | null)[] = [];
function Field({ purpose }: { purpose: UploadPurpose }) {
  const [value, setValue] = useState<UploadRecord | null>(null);
  return (
    <UploadField
      purpose={purpose}
      value={value}
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

function renderField(purpose: UploadPurpose = 'image') {
  changes.length = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ChakraProvider>
  );
  return render(<Field purpose={purpose} />, { wrapper });
}

const pick = (file: File) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
const fileOf = (size: number, name: string, type: string) => new File([new Uint8Array(size)], name, { type });

describe('UploadField', () => {
  it('refuses a file too large or of another type before sending anything, with a translated message', async () => {
    const fetchMock = mockUploadApi();
    mockStorage();
    renderField('signature');
    expect(screen.getByText('PNG, up to 1 MB')).toBeTruthy();
    pick(fileOf(1024 * 1024 + 1, 'sig.png', 'image/png'));
    expect((await screen.findByTestId('upload-error')).textContent).toBe('The file is larger than 1 MB');
    pick(fileOf(10, 'sig.jpg', 'image/jpeg'));
    expect((await screen.findByTestId('upload-error')).textContent).toBe('This kind of file is not accepted here');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storagePosts).toEqual([]);
  });

  it('presigns, posts the signed fields then the file with a progress bar, confirms, previews an image, and removes it', async () => {
    const fetchMock = mockUploadApi();
    mockStorage();
    renderField();
    pick(fileOf(2048, 'photo.png', 'image/png'));
    expect(await screen.findByTestId('upload-progress')).toBeTruthy();
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    expect(await screen.findByTestId('upload-preview')).toBeTruthy();
    const presign = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(presign).toEqual({ purpose: 'image', fileName: 'photo.png', contentType: 'image/png', size: 2048 });
    expect(storagePosts).toHaveLength(1);
    expect(storagePosts[0].url).toBe(PRESIGNED.url);
    expect(storagePosts[0].entries.map(([k]) => k)).toEqual([...Object.keys(PRESIGNED.fields), 'file']);
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ uploadId: PRESIGNED.uploadId });
    expect(changes.at(-1)?.uploadId).toBe(PRESIGNED.uploadId);
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    fireEvent.click(screen.getByTestId('upload-remove'));
    expect(changes.at(-1)).toBeNull();
    expect(screen.getByTestId('upload-input')).toBeTruthy();
  });

  it("translates the server's refusal, and says so when storage refused the POST", async () => {
    mockUploadApi({ confirm: () => refusal(413, 'upload.tooLarge', { max: 5 }) });
    mockStorage();
    renderField();
    pick(fileOf(2048, 'photo.png', 'image/png'));
    expect((await screen.findByTestId('upload-error')).textContent).toBe('The file is larger than 5 MB');
    mockUploadApi();
    mockStorage(403);
    pick(fileOf(2048, 'photo.png', 'image/png'));
    await waitFor(() => expect(screen.getByTestId('upload-error').textContent).toBe('The upload failed, please try again'));
    expect(changes).toEqual([]);
  });

  it('takes a dropped file, typed by its extension when the browser gave none', async () => {
    const fetchMock = mockUploadApi({ confirm: () => refusal(404, 'upload.notFound') });
    mockStorage();
    renderField('attachment');
    fireEvent.drop(screen.getByTestId('upload-drop'), { dataTransfer: { files: [fileOf(100, 'report.docx', '')] } });
    expect((await screen.findByTestId('upload-error')).textContent).toBe('The file does not exist');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
});
