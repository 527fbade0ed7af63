import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, Grid, HStack, IconButton, Input, InputGroup, NativeSelect, SegmentGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { CHECKLIST, CHECKLIST_MEASURED, ORDER_FILE_RULES, ORDER_LIMITS, processOrderBody, type ChecklistItemKey, type OrderFileSlot, type OrderItem, type OrderRecord } from '@aed/shared/schemas/work-order';
import type { UploadRecord } from '@aed/shared/schemas/upload';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { DateField } from '../../../components/form/date-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { schemaCodeText } from '../../../components/form/form-errors';
import { SignaturePad } from '../../../components/upload/signature-pad';
import { UploadField } from '../../../components/upload/upload-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { markErrorShown } from '../../../lib/query-client';
import { useProcessOrder } from '../api/change-order';
import { useOrderInstalled, useOrderStock } from '../api/get-device-consumables';
import { clearDraft, readDraft, writeDraft } from './order-draft';

type CheckValue = { result: '' | 'normal' | 'abnormal'; note: string; value: string; photo: UploadRecord | null };
type Replacement = { accessoryId: string; source: 'stock' | 'new'; replacementId: string; code: string; name: string; startDate: string; expiryDate: string };
type FileValue = { slot: OrderFileSlot; upload: UploadRecord };
export interface ProcessValues {
  handlingResult: string;
  handled: boolean;
  checklist: Partial<Record<ChecklistItemKey, CheckValue>>;
  replacements: Replacement[];
  processDate: string;
  nextMaintenanceDate: string;
  trainingActualDate: string;
  files: FileValue[];
  remark: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY_CHECK: CheckValue = { result: '', note: '', value: '', photo: null };
const emptyValues = (): ProcessValues => ({ handlingResult: '', handled: true, checklist: {}, replacements: [], processDate: today(), nextMaintenanceDate: '', trainingActualDate: '', files: [], remark: '' });
const EMPTY_REPLACEMENT: Replacement = { accessoryId: '', source: 'new', replacementId: '', code: '', name: '', startDate: '', expiryDate: '' };
const ITEMS = CHECKLIST.flatMap((s) => s.items) as ChecklistItemKey[];

/** The checklist items sent: a maintenance order answers every item, the other kinds those answered. */
const checklistSent = (kind: string, v: ProcessValues) => ITEMS.filter((item) => kind === '2' || (v.checklist[item]?.result ?? '') !== '');

const FIELD_OF: Record<string, string> = {
  'order.checklistIncomplete': 'checklist',
  'order.nextMaintenanceBeforeProcess': 'nextMaintenanceDate',
  'order.nextMaintenanceTooFar': 'nextMaintenanceDate',
  'order.processDateOutOfRange': 'processDate',
  'order.replacementNotOnDevice': 'replacements',
  'order.tooManyFiles': 'files',
  'upload.wrongType': 'files',
  'upload.alreadyUsed': 'files',
  'upload.notFound': 'files',
  'upload.notConfirmed': 'files',
  'upload.expired': 'files',
};

/**
 * Process (finish) one's own order (spec section 3; decision 0045), usable on a phone: handling result, the checklist
 * by section (each item normal or abnormal, a note when abnormal, the measured value of measured items, a photo),
 * replaced consumables, dates, photos, the two signatures. What is typed is kept as a draft of the order until it is
 * processed. An expired consumable left unreplaced is confirmed before finishing.
 */
export default function OrderProcessDialog({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const [restored] = useState(() => readDraft<ProcessValues>(order.orderId));
  /** The values as opened (or as a discarded draft left them): nothing typed yet, no draft written. */
  const [initial] = useState(() => restored ?? emptyValues());
  const pristine = useRef(initial);
  const [draftShown, setDraftShown] = useState(restored !== undefined);
  /** The items of the checklist as last sent: an entry's error (`checklist.3.note`) goes to its item. */
  const sentItems = useRef<ChecklistItemKey[]>([]);
  const { t, values, setValues, set, errors, save, onSubmit, field } = useZodForm<ProcessValues>({
    ns: 'workOrder',
    initial,
    fieldOf: FIELD_OF,
    testIdPrefix: 'order-process',
    onClose,
    // a checklist entry's error goes to its item (`checklist.<item>.note`), a replacement's to its row
    errorKey: (path) => {
      const m = /^checklist\.(\d+)\.(\w+)/.exec(path);
      if (m) return `checklist.${sentItems.current[Number(m[1])] ?? m[1]}.${m[2]}`;
      if (/^replacements\.\d+\./.test(path)) return path.split('.').slice(0, 2).join('.');
      return path.split('.')[0] ?? path;
    },
    issueMessage: (tr, issue) => (issue.message.startsWith('order.') || issue.message.startsWith('accessory.') ? schemaCodeText(tr, issue) : undefined),
    onInvalid: () => notifyError(t('process.invalid')),
  });
  const processing = useProcessOrder();
  const [expired, setExpired] = useState<string | undefined>();

  // every change is kept: a lost connection or a closed dialog does not lose what was typed
  useEffect(() => {
    if (values !== pristine.current) writeDraft(order.orderId, order.version, values);
  }, [order.orderId, order.version, values]);

  /** The processing, with the expired items' refusal turned into a question. */
  const mutation = {
    isPending: processing.isPending,
    mutate: (body: Parameters<typeof processing.mutate>[0], options: { onSuccess: (r: OrderRecord) => void; onError: (err: unknown) => void }) =>
      processing.mutate(body, {
        onSuccess: (r) => {
          clearDraft(order.orderId);
          options.onSuccess(r);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.errorCode === 'order.expiredUnreplaced') {
            // asked as a question, not a refusal: the client's error toast stays out
            markErrorShown(err);
            setExpired(String(err.params.items ?? ''));
          }
          else options.onError(err);
        },
      }),
  };

  const requestOf = (confirmExpired: boolean) => {
    const items = checklistSent(order.kind, values);
    sentItems.current = items;
    return {
      orderId: order.orderId,
      version: order.version,
      handlingResult: values.handlingResult,
      handled: values.handled,
      checklist: items.map((item) => {
        const c = values.checklist[item] ?? EMPTY_CHECK;
        return { item, result: c.result || undefined, note: c.note, value: c.value, photoUploadId: c.photo?.uploadId ?? '' };
      }),
      replacements: values.replacements.map((r) =>
        r.source === 'stock'
          ? { accessoryId: r.accessoryId || undefined, replacementId: r.replacementId || undefined }
          : { accessoryId: r.accessoryId || undefined, replacement: replacementItem(r) },
      ),
      processDate: values.processDate,
      nextMaintenanceDate: values.nextMaintenanceDate,
      trainingActualDate: values.trainingActualDate,
      files: values.files.map((f) => ({ slot: f.slot, uploadId: f.upload.uploadId })),
      remark: values.remark,
      confirmExpired,
    };
  };
  const installed = useOrderInstalled(order.orderId);
  const installedItems = installed.data ?? [];
  const replacementItem = (r: Replacement) => {
    const from = installedItems.find((a) => String(a.accessoryId) === r.accessoryId);
    return { category: from?.category, kind: from?.kind, code: r.code, name: r.name, startDate: r.startDate, expiryDate: r.expiryDate };
  };

  const submit = onSubmit(() => save(processOrderBody, requestOf(false), mutation, t('toast.processed')));
  const confirmExpired = () => {
    setExpired(undefined);
    save(processOrderBody, requestOf(true), mutation, t('toast.processed'));
  };

  const setCheck = (item: ChecklistItemKey, patch: Partial<CheckValue>) =>
    setValues((prev) => ({ ...prev, checklist: { ...prev.checklist, [item]: { ...EMPTY_CHECK, ...prev.checklist[item], ...patch } } }));
  const setReplacement = (i: number, patch: Partial<Replacement>) => set('replacements', values.replacements.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const filesOf = (slot: OrderFileSlot) => values.files.filter((f) => f.slot === slot);
  const addFile = (slot: OrderFileSlot, upload: UploadRecord | null) => upload && set('files', [...values.files, { slot, upload }]);
  const removeFile = (uploadId: string) => set('files', values.files.filter((f) => f.upload.uploadId !== uploadId));
  const checkError = (item: ChecklistItemKey, key: string) => errors[`checklist.${item}.${key}`];
  const showChecklist = order.kind === '1' || order.kind === '2';

  return (
    <FormDialogShell onClose={onClose} size="lg" scrollBehavior="inside">
      <FormDialogForm testId="order-process-dialog" testIdPrefix="order-process" title={t('process.title', { orderNo: order.orderNo })} submitLabel={t('process.submit')} onSubmit={submit} onClose={onClose} saving={processing.isPending}>
        {draftShown && (
          <Alert.Root status="info" size="sm" data-testid="order-process-draft">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('process.draftRestored')}</Alert.Title>
            <Button
              size="xs"
              variant="outline"
              data-testid="order-process-draft-discard"
              onClick={() => {
                pristine.current = emptyValues();
                setValues(pristine.current);
                clearDraft(order.orderId);
                setDraftShown(false);
              }}
            >
              {t('process.discardDraft')}
            </Button>
          </Alert.Root>
        )}
        {field('handlingResult', t('fields.handlingResult'), <Textarea data-testid="order-process-handlingResult" value={values.handlingResult} maxLength={ORDER_LIMITS.description} onChange={(e) => set('handlingResult', e.target.value)} />, { required: true })}
        <Checkbox.Root checked={values.handled} onCheckedChange={(e) => set('handled', e.checked === true)} data-testid="order-process-handled">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('process.handled')}</Checkbox.Label>
        </Checkbox.Root>

        {showChecklist && (
          <FormFieldset legend={t('process.checklist')} required={order.kind === '2'} error={errors.checklist} errorTestId="order-process-checklist-error">
            <Stack gap="4">
              {CHECKLIST.map((section) => (
                <Stack key={section.section} gap="2" data-testid={`order-process-section-${section.section}`}>
                  <Text fontWeight="semibold" fontSize="sm">
                    {t(`section.${section.section}`)}
                  </Text>
                  {section.items.map((item: ChecklistItemKey) => {
                    const c = values.checklist[item] ?? EMPTY_CHECK;
                    const measured = CHECKLIST_MEASURED[item];
                    return (
                      <Stack key={item} gap="1" borderBottomWidth="1px" pb="2" data-testid={`order-process-check-${item}`}>
                        <HStack justify="space-between" wrap="wrap" gap="2">
                          <Text fontSize="sm">{t(`item.${item}`)}</Text>
                          <SegmentGroup.Root size="sm" value={c.result || null} onValueChange={(e) => setCheck(item, { result: (e.value ?? '') as CheckValue['result'] })} aria-label={t(`item.${item}`)}>
                            <SegmentGroup.Indicator />
                            {(['normal', 'abnormal'] as const).map((r) => (
                              <SegmentGroup.Item key={r} value={r} data-testid={`order-process-check-${item}-${r}`}>
                                <SegmentGroup.ItemText>{t(`process.${r}`)}</SegmentGroup.ItemText>
                                <SegmentGroup.ItemHiddenInput />
                              </SegmentGroup.Item>
                            ))}
                          </SegmentGroup.Root>
                        </HStack>
                        {checkError(item, 'result') && (
                          <Text fontSize="xs" color="fg.error" data-testid={`order-process-check-${item}-result-error`}>
                            {checkError(item, 'result')}
                          </Text>
                        )}
                        {measured && (
                          <InputGroup endElement={measured.unit} maxW="48">
                            <Input size="sm" inputMode="decimal" aria-label={`${t(`item.${item}`)} (${measured.unit})`} data-testid={`order-process-check-${item}-value`} value={c.value} maxLength={8} onChange={(e) => setCheck(item, { value: e.target.value })} />
                          </InputGroup>
                        )}
                        {checkError(item, 'value') && (
                          <Text fontSize="xs" color="fg.error" data-testid={`order-process-check-${item}-value-error`}>
                            {checkError(item, 'value')}
                          </Text>
                        )}
                        {c.result === 'abnormal' && (
                          <Input size="sm" placeholder={t('process.note')} aria-label={t('process.note')} data-testid={`order-process-check-${item}-note`} value={c.note} maxLength={ORDER_LIMITS.text} onChange={(e) => setCheck(item, { note: e.target.value })} />
                        )}
                        {checkError(item, 'note') && (
                          <Text fontSize="xs" color="fg.error" data-testid={`order-process-check-${item}-note-error`}>
                            {checkError(item, 'note')}
                          </Text>
                        )}
                        {c.result !== '' && (
                          <Box maxW="full">
                            <UploadField purpose="image" value={c.photo} testId={`order-process-check-${item}-photo`} onChange={(photo) => setCheck(item, { photo })} />
                          </Box>
                        )}
                      </Stack>
                    );
                  })}
                </Stack>
              ))}
            </Stack>
          </FormFieldset>
        )}

        <FormFieldset legend={t('process.replacements')} error={errors.replacements} errorTestId="order-process-replacements-error">
          <Stack gap="3">
            {values.replacements.map((r, i) => (
              <ReplacementRow
                key={i}
                index={i}
                row={r}
                orderId={order.orderId}
                installed={installedItems.filter((a) => a.accessoryId === Number(r.accessoryId) || !values.replacements.some((o) => o.accessoryId === String(a.accessoryId)))}
                error={errors[`replacements.${i}`]}
                onChange={(patch) => setReplacement(i, patch)}
                onRemove={() => set('replacements', values.replacements.filter((_, j) => j !== i))}
              />
            ))}
            {installed.data && installedItems.length === 0 && <Text fontSize="sm" color="fg.muted">{t('process.noInstalled')}</Text>}
            {values.replacements.length < Math.min(ORDER_LIMITS.replacements, installedItems.length) && (
              <Button size="xs" variant="outline" alignSelf="flex-start" data-testid="order-process-replacement-add" onClick={() => set('replacements', [...values.replacements, { ...EMPTY_REPLACEMENT, startDate: values.processDate }])}>
                <LuPlus /> {t('process.addReplacement')}
              </Button>
            )}
          </Stack>
        </FormFieldset>

        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {field('processDate', t('fields.processDate'), <DateField testId="order-process-processDate" value={values.processDate} onChange={(d) => set('processDate', d)} />, { required: true })}
          {field('nextMaintenanceDate', t('fields.nextMaintenanceDate'), <DateField testId="order-process-nextMaintenanceDate" value={values.nextMaintenanceDate} min={values.processDate || undefined} onChange={(d) => set('nextMaintenanceDate', d)} />)}
          {order.kind === '4' && field('trainingActualDate', t('fields.trainingActualDate'), <DateField testId="order-process-trainingActualDate" value={values.trainingActualDate} onChange={(d) => set('trainingActualDate', d)} />)}
        </Grid>

        <FormFieldset legend={t('process.files')} error={errors.files} errorTestId="order-process-files-error">
          <Stack gap="3">
            {(['photo', 'customerSignature', 'engineerSignature'] as const).map((slot) => (
              <Stack key={slot} gap="1" data-testid={`order-process-files-${slot}`}>
                <Text fontSize="sm" fontWeight="medium">
                  {t(`process.${slot === 'photo' ? 'photos' : slot}`)}
                </Text>
                {filesOf(slot).map((f) => (
                  <HStack key={f.upload.uploadId} gap="2">
                    <Text fontSize="sm" truncate title={f.upload.fileName}>
                      {f.upload.fileName}
                    </Text>
                    <IconButton size="xs" variant="ghost" aria-label={t('process.removeFile', { name: f.upload.fileName })} onClick={() => removeFile(f.upload.uploadId)}>
                      <LuX />
                    </IconButton>
                  </HStack>
                ))}
                {filesOf(slot).length < ORDER_FILE_RULES[slot].max &&
                  (slot === 'photo' ? (
                    <UploadField key={filesOf(slot).length} purpose="image" value={null} testId="order-process-photo-upload" onChange={(u) => addFile(slot, u)} />
                  ) : (
                    <SignaturePad testId={`order-process-${slot}-pad`} width={300} height={130} onChange={(u) => addFile(slot, u)} />
                  ))}
              </Stack>
            ))}
          </Stack>
        </FormFieldset>
        {field('remark', t('fields.remark'), <Textarea data-testid="order-process-remark" value={values.remark} maxLength={ORDER_LIMITS.remark} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
      <ConfirmDialog
        open={expired !== undefined}
        tone="danger"
        title={t('process.expiredTitle')}
        message={t('process.expiredMessage', { items: expired ?? '' })}
        confirmLabel={t('process.expiredConfirm')}
        cancelLabel={t('process.expiredCancel')}
        onConfirm={confirmExpired}
        onCancel={() => setExpired(undefined)}
        busy={processing.isPending}
        testId="order-process-expired"
        actionTestIdPrefix="order-process-expired"
      />
    </FormDialogShell>
  );
}

interface RowProps {
  index: number;
  row: Replacement;
  orderId: number;
  installed: readonly OrderItem[];
  error?: string;
  onChange: (patch: Partial<Replacement>) => void;
  onRemove: () => void;
}

/** One replaced item: which installed item goes out, and what comes in (an item in stock, or a new one with its expiry). */
function ReplacementRow({ index, row, orderId, installed, error, onChange, onRemove }: RowProps) {
  const { t } = useTranslation('workOrder');
  const from = installed.find((a) => String(a.accessoryId) === row.accessoryId);
  const stock = useOrderStock(orderId, row.source === 'stock' ? from?.accessoryId : undefined);
  const prefix = `order-process-replacement-${index}`;
  const select = (testId: string, value: string, onValue: (v: string) => void, placeholder: string, options: { value: string; label: string }[], label: string) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} data-testid={testId} value={value} onChange={(e) => onValue(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const label = (a: OrderItem) => `${a.name} (${a.code})${a.expiryDate ? ` · ${a.expiryDate}` : ''}`;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="2" data-testid={prefix}>
      <HStack gap="2" align="start">
        <Box flex="1" minW="0">
          {select(`${prefix}-installed`, row.accessoryId, (v) => onChange({ accessoryId: v, replacementId: '' }), t('process.chooseInstalled'), installed.map((a) => ({ value: String(a.accessoryId), label: label(a) })), t('process.installed'))}
        </Box>
        <IconButton size="sm" variant="ghost" aria-label={t('process.removeReplacement')} data-testid={`${prefix}-remove`} onClick={onRemove}>
          <LuTrash2 />
        </IconButton>
      </HStack>
      <SegmentGroup.Root size="sm" value={row.source} onValueChange={(e) => onChange({ source: (e.value ?? 'new') as Replacement['source'] })} aria-label={t('process.replacementFrom')}>
        <SegmentGroup.Indicator />
        {(['new', 'stock'] as const).map((s) => (
          <SegmentGroup.Item key={s} value={s} data-testid={`${prefix}-${s}`}>
            <SegmentGroup.ItemText>{t(s === 'new' ? 'process.fromNew' : 'process.fromStock')}</SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>
      {row.source === 'stock' ? (
        <>
          {select(`${prefix}-stock`, row.replacementId, (v) => onChange({ replacementId: v }), t('process.chooseStock'), (stock.data ?? []).map((a) => ({ value: String(a.accessoryId), label: label(a) })), t('process.stockItem'))}
          {stock.data && stock.data.length === 0 && (
            <Text fontSize="xs" color="fg.muted">
              {t('process.noStock')}
            </Text>
          )}
        </>
      ) : (
        // each input keeps its visible name once filled (two dates and two texts read alike without it)
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
          <Labelled label={t('process.code')} testId={`${prefix}-code-label`}>
            <Input size="sm" aria-label={t('process.code')} data-testid={`${prefix}-code`} value={row.code} maxLength={64} onChange={(e) => onChange({ code: e.target.value })} />
          </Labelled>
          <Labelled label={t('process.name')} testId={`${prefix}-name-label`}>
            <Input size="sm" aria-label={t('process.name')} data-testid={`${prefix}-name`} value={row.name} maxLength={64} onChange={(e) => onChange({ name: e.target.value })} />
          </Labelled>
          <Labelled label={t('process.startDate')} testId={`${prefix}-startDate-label`}>
            <DateField testId={`${prefix}-startDate`} aria-label={t('process.startDate')} value={row.startDate} onChange={(d) => onChange({ startDate: d })} />
          </Labelled>
          <Labelled label={t('process.expiryDate')} testId={`${prefix}-expiryDate-label`}>
            <DateField testId={`${prefix}-expiryDate`} aria-label={t('process.expiryDate')} value={row.expiryDate} min={row.startDate || undefined} onChange={(d) => onChange({ expiryDate: d })} />
          </Labelled>
        </Grid>
      )}
      {error && (
        <Text fontSize="xs" color="fg.error" data-testid={`${prefix}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A small visible name above an input of a replacement row (the input keeps its aria-label). */
function Labelled({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted" aria-hidden data-testid={testId}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
