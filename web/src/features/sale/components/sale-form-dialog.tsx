import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Checkbox, Grid, HStack, IconButton, Input, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuMap, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { Language } from '@aed/shared/constants/limits';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { createSaleBody, SALE_LIMITS, SELL_TYPES, updateSaleBody, type SaleFile, type SaleRecord, type SellType } from '@aed/shared/schemas/sale';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { DateField } from '../../../components/form/date-field';
import { LanguageField } from '../../../components/form/language-field';
import { flattenDeptTree, OrgSelect } from '../../../components/form/org-select';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { coordinate } from './coordinate';
import { SaleFilesSection } from './sale-files-section';
import { RegionCascadeSelect } from '../../../components/region/region-cascade-select';
import { schemaCodeText } from '../../../components/form/form-errors';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { useHandleUsers } from '../../../api/get-user-options';
import { usePermission } from '../../../lib/permission';
import { currentLanguage } from '../../../lib/i18n';
import { useAddSale, useUpdateSale } from '../api/change-sale';

/** Leaflet only when the map is opened. */
const MapPicker = lazy(() => import('../../../components/map/map-picker'));

/** The device a new sale is for (from the device list). */
export interface SaleDevice {
  deviceId: number;
  deptId: number;
  serialNumber: string;
}

type Person = { name: string; phone: string; email: string; language: Language };
type Training = { date: string; trainer: string; contact: string; location: string };

interface Values {
  buyerDeptId: string;
  sellType: SellType;
  startDate: string;
  endDate: string;
  rentDueDate: string;
  installer: string;
  notifyPersons: Person[];
  handlerIds: number[];
  reportRecipients: string;
  trainings: Training[];
  /** The installation address's administrative region (the deepest level picked); null for none. */
  regionId: number | null;
  address: string;
  locationDesc: string;
  latitude: string;
  longitude: string;
  customerCompany: string;
  contactName: string;
  jobTitle: string;
  contactPhone: string;
  contactEmail: string;
  warrantyDate: string;
  reservedInstallDate: string;
  actualInstallTime: string;
  nextMaintenanceDate: string;
  licenceActivated: boolean;
  remark: string;
  files: SaleFile[];
}

const today = () => new Date().toISOString().slice(0, 10);
/** A new person's mails go out in the language of the user entering them, until chosen otherwise. */
const emptyPerson = (): Person => ({ name: '', phone: '', email: '', language: currentLanguage() });
const EMPTY_TRAINING: Training = { date: '', trainer: '', contact: '', location: '' };

const emptyValues = (): Values => ({
  buyerDeptId: '',
  sellType: '1',
  startDate: today(),
  endDate: '',
  rentDueDate: '',
  installer: '',
  notifyPersons: [emptyPerson()],
  handlerIds: [],
  reportRecipients: '',
  trainings: [],
  regionId: null,
  address: '',
  locationDesc: '',
  latitude: '',
  longitude: '',
  customerCompany: '',
  contactName: '',
  jobTitle: '',
  contactPhone: '',
  contactEmail: '',
  warrantyDate: '',
  reservedInstallDate: '',
  actualInstallTime: '',
  nextMaintenanceDate: '',
  licenceActivated: false,
  remark: '',
  files: [],
});

const valuesOf = (r: SaleRecord): Values => ({
  buyerDeptId: String(r.buyerDeptId),
  sellType: r.sellType,
  startDate: r.startDate,
  endDate: r.endDate,
  rentDueDate: r.rentDueDate,
  installer: r.installer,
  notifyPersons: r.notifyPersons.map((p) => ({ ...p })),
  handlerIds: r.handlers.map((h) => h.userId),
  reportRecipients: r.reportRecipients.join(', '),
  trainings: r.trainings.map((x) => ({ ...x })),
  regionId: r.location.regionId || null,
  address: r.location.address,
  locationDesc: r.location.locationDesc,
  latitude: r.location.latitude === null ? '' : String(r.location.latitude),
  longitude: r.location.longitude === null ? '' : String(r.location.longitude),
  customerCompany: r.customerCompany,
  contactName: r.contactName,
  jobTitle: r.jobTitle,
  contactPhone: r.contactPhone,
  contactEmail: r.contactEmail,
  warrantyDate: r.warrantyDate,
  reservedInstallDate: r.reservedInstallDate,
  actualInstallTime: r.actualInstallTime,
  nextMaintenanceDate: r.nextMaintenanceDate,
  licenceActivated: r.licenceActivated,
  remark: r.remark,
  files: r.files.map((f) => ({ ...f })),
});

/** The request's fields from the form (the schema checks them, here and on the server). */
const requestOf = (v: Values) => ({
  sellType: v.sellType,
  startDate: v.startDate,
  endDate: v.endDate,
  rentDueDate: v.rentDueDate,
  installer: v.installer,
  notifyPersons: v.notifyPersons,
  handlerIds: v.handlerIds,
  reportRecipients: v.reportRecipients,
  trainings: v.trainings,
  regionId: v.regionId ?? 0,
  address: v.address,
  locationDesc: v.locationDesc,
  latitude: coordinate(v.latitude),
  longitude: coordinate(v.longitude),
  customerCompany: v.customerCompany,
  contactName: v.contactName,
  jobTitle: v.jobTitle,
  contactPhone: v.contactPhone,
  contactEmail: v.contactEmail,
  warrantyDate: v.warrantyDate,
  reservedInstallDate: v.reservedInstallDate,
  actualInstallTime: v.actualInstallTime,
  nextMaintenanceDate: v.nextMaintenanceDate,
  licenceActivated: v.licenceActivated,
  remark: v.remark,
  files: v.files.map((f) => ({ slot: f.slot, uploadId: f.uploadId })),
});

/** Refusals that belong to one field. */
const FIELD_OF: Record<string, string> = {
  'sale.buyerNotBelow': 'buyerDeptId',
  'dept.notFound': 'buyerDeptId',
  'sale.noBuyoutPermission': 'sellType',
  'sale.typeFixed': 'sellType',
  'sale.startBeforePrevious': 'startDate',
  'sale.reletTooEarly': 'startDate',
  'sale.handlerUnavailable': 'handlerIds',
  'sale.handlerNotFound': 'handlerIds',
  'sale.regionUnavailable': 'regionId',
  'upload.wrongType': 'files',
  'upload.alreadyUsed': 'files',
  'upload.notFound': 'files',
  'upload.notConfirmed': 'files',
  'upload.expired': 'files',
};

/** Errors of a row field stay with the row (`notifyPersons.0.email`); the others go to their field. */
const errorKey = (path: string) => (/^(notifyPersons|trainings)\.\d+\./.test(path) ? path : (path.split('.')[0] ?? path));

/** The organizations strictly below `deptId`: a sale goes one or more levels down. */
function below(tree: readonly DeptTreeNode[], deptId: number): readonly DeptTreeNode[] {
  for (const node of tree) {
    if (node.id === deptId) return node.children ?? [];
    const found = below(node.children ?? [], deptId);
    if (found.length) return found;
  }
  return [];
}

type Target = { kind: 'add'; device: SaleDevice } | { kind: 'edit'; record: SaleRecord };

/** Sell, lease or hand down a device (add), or update a sale record (edit: not its device, buyer or type). */
export function SaleFormDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const record = target.kind === 'edit' ? target.record : undefined;
  const { t, values, set, errors, save, onSubmit, field } = useZodForm<Values>({
    ns: 'sale',
    initial: record ? valuesOf(record) : emptyValues(),
    fieldOf: FIELD_OF,
    testIdPrefix: 'sale-form',
    onClose,
    errorKey,
    // the sale schema's own codes say what is missing ("Choose at least one work-order handler"), not only "required"
    issueMessage: (tr, issue) => (issue.message.startsWith('sale.') ? schemaCodeText(tr, issue) : undefined),
  });
  const { hasPermission } = usePermission();
  const tree = useDeptTreeSelect();
  const handlers = useHandleUsers();
  const buyers = useMemo(() => (target.kind === 'add' ? flattenDeptTree(below(tree.data ?? [], target.device.deptId)) : []), [tree.data, target]);
  const add = useAddSale();
  const update = useUpdateSale();
  const [mapOpen, setMapOpen] = useState(false);
  const sellTypes = SELL_TYPES.filter((s) => s !== '2' || hasPermission(PERMISSIONS.sale.buyout) || record?.sellType === '2');

  const submit = onSubmit(() => {
    if (target.kind === 'add') {
      save(createSaleBody, { ...requestOf(values), deviceId: target.device.deviceId, buyerDeptId: values.buyerDeptId === '' ? undefined : values.buyerDeptId }, add, t('toast.sold'));
    } else {
      save(updateSaleBody, { ...requestOf(values), saleId: target.record.saleId }, update, t('toast.updated'));
    }
  });

  const text = (name: keyof Values & string, max: number, required = false) =>
    field(name, t(`fields.${name}`), <Input data-testid={`sale-form-${name}`} value={values[name] as string} maxLength={max} onChange={(e) => set(name, e.target.value as never)} />, { required });
  const date = (name: keyof Values & string, required = false) =>
    field(name, t(`fields.${name}`), <DateField testId={`sale-form-${name}`} value={values[name] as string} onChange={(d) => set(name, d as never)} />, { required });
  const setRow = <K extends 'notifyPersons' | 'trainings'>(list: K, index: number, key: string, value: string) =>
    set(list, values[list].map((row, i) => (i === index ? { ...row, [key]: value } : row)) as Values[K]);
  const rowError = (list: string, index: number, key: string) => errors[`${list}.${index}.${key}`];
  const title = target.kind === 'add' ? t('form.sellTitle', { serial: target.device.serialNumber }) : t('form.editTitle', { serial: target.record.serialNumber });

  return (
    <FormDialogShell onClose={onClose} size="xl" scrollBehavior="inside">
      <FormDialogForm testId="sale-form-dialog" testIdPrefix="sale-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {target.kind === 'add'
            ? field('buyerDeptId', t('fields.buyer'), <OrgSelect options={buyers} value={values.buyerDeptId} onChange={(v) => set('buyerDeptId', v)} placeholder={t('form.chooseBuyer')} testId="sale-form-buyer" />, {
                required: true,
                hint: buyers.length === 0 && !tree.isPending ? t('form.noBuyer') : undefined,
              })
            : field('buyerDeptId', t('fields.buyer'), <Input value={target.record.buyerDeptName} readOnly data-testid="sale-form-buyer" />)}
          {field(
            'sellType',
            t('fields.sellType'),
            <RadioChoices
              testIdPrefix="sale-form-sellType"
              label={t('fields.sellType')}
              value={values.sellType}
              onChange={(v) => set('sellType', v)}
              disabled={target.kind === 'edit'}
              options={sellTypes}
              labelOf={(s) => t(`sellType.${s}`)}
            />,
            { required: true },
          )}
          {date('startDate', true)}
          {date('endDate', values.sellType === '1')}
          {values.sellType === '1' && date('rentDueDate')}
          {text('installer', 50)}
        </Grid>

        <Separator />
        <FormFieldset legend={t('fields.notifyPersons')} required error={errors.notifyPersons} errorTestId="sale-form-notifyPersons-error">
          <Stack gap="2">
            {values.notifyPersons.map((p, i) => (
              <HStack key={i} align="start" gap="2" data-testid={`sale-form-person-${i}`}>
                {(['name', 'phone', 'email'] as const).map((key) => (
                  <Stack key={key} gap="0" flex="1" minW="0">
                    <Input
                      size="sm"
                      aria-label={t(`fields.person.${key}`)}
                      placeholder={t(`fields.person.${key}`)}
                      data-testid={`sale-form-person-${i}-${key}`}
                      value={p[key]}
                      maxLength={key === 'email' ? 128 : key === 'phone' ? 20 : 50}
                      aria-invalid={!!rowError('notifyPersons', i, key)}
                      onChange={(e) => setRow('notifyPersons', i, key, e.target.value)}
                    />
                    {rowError('notifyPersons', i, key) && (
                      <Text fontSize="xs" color="fg.error" data-testid={`sale-form-person-${i}-${key}-error`}>
                        {rowError('notifyPersons', i, key)}
                      </Text>
                    )}
                  </Stack>
                ))}
                <LanguageField size="sm" width="auto" ariaLabel={t('fields.person.language')} testId={`sale-form-person-${i}-language`} value={p.language} onChange={(l) => setRow('notifyPersons', i, 'language', l)} />
                <IconButton size="sm" variant="ghost" aria-label={t('form.removePerson')} data-testid={`sale-form-person-${i}-remove`} onClick={() => set('notifyPersons', values.notifyPersons.filter((_, j) => j !== i))}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
            ))}
            {values.notifyPersons.length < SALE_LIMITS.notifyPersons && (
              <Button size="xs" variant="outline" alignSelf="flex-start" data-testid="sale-form-person-add" onClick={() => set('notifyPersons', [...values.notifyPersons, emptyPerson()])}>
                <LuPlus /> {t('form.addPerson')}
              </Button>
            )}
          </Stack>
        </FormFieldset>

        <FormFieldset legend={t('fields.handlers')} required error={errors.handlerIds} errorTestId="sale-form-handlerIds-error" hint={handlers.data?.length === 0 ? t('form.noHandlers') : undefined}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="1">
            {(handlers.data ?? []).map((u) => (
              <Checkbox.Root
                key={u.userId}
                size="sm"
                checked={values.handlerIds.includes(u.userId)}
                data-testid={`sale-form-handler-${u.username}`}
                onCheckedChange={(e) => set('handlerIds', e.checked === true ? [...values.handlerIds, u.userId] : values.handlerIds.filter((id) => id !== u.userId))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{u.nickName || u.username}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Grid>
        </FormFieldset>
        {field(
          'reportRecipients',
          t('fields.reportRecipients'),
          <Input data-testid="sale-form-reportRecipients" value={values.reportRecipients} maxLength={2000} placeholder="a@example.com, b@example.com" onChange={(e) => set('reportRecipients', e.target.value)} />,
          { hint: t('form.recipientsHint') },
        )}

        <Separator />
        <Text fontWeight="semibold">{t('form.place')}</Text>
        {field('regionId', t('fields.region'), <RegionCascadeSelect value={values.regionId} onChange={(id) => set('regionId', id)} testId="sale-form-region" label={t('fields.region')} invalid={!!errors.regionId} />)}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {text('address', SALE_LIMITS.address)}
          {text('locationDesc', SALE_LIMITS.address)}
          {field('latitude', t('fields.latitude'), <Input inputMode="decimal" data-testid="sale-form-latitude" value={values.latitude} maxLength={20} onChange={(e) => set('latitude', e.target.value)} />)}
          {field('longitude', t('fields.longitude'), <Input inputMode="decimal" data-testid="sale-form-longitude" value={values.longitude} maxLength={20} onChange={(e) => set('longitude', e.target.value)} />)}
        </Grid>
        <Button size="xs" variant="outline" alignSelf="flex-start" data-testid="sale-form-map-toggle" aria-expanded={mapOpen} onClick={() => setMapOpen((o) => !o)}>
          <LuMap /> {mapOpen ? t('form.hideMap') : t('form.pickOnMap')}
        </Button>
        {mapOpen && (
          <Suspense fallback={<Text color="fg.muted">{t('form.mapLoading')}</Text>}>
            <MapPicker
              testId="sale-form-map"
              label={t('form.pickOnMap')}
              latitude={typeof coordinate(values.latitude) === 'number' ? (coordinate(values.latitude) as number) : null}
              longitude={typeof coordinate(values.longitude) === 'number' ? (coordinate(values.longitude) as number) : null}
              onPick={(lat, lng) => {
                set('latitude', String(lat));
                set('longitude', String(lng));
              }}
            />
          </Suspense>
        )}

        <Separator />
        <Text fontWeight="semibold">{t('form.customer')}</Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {text('customerCompany', SALE_LIMITS.text)}
          {text('contactName', 50)}
          {text('jobTitle', 50)}
          {text('contactPhone', 20)}
          {text('contactEmail', 128)}
        </Grid>

        <Separator />
        <Text fontWeight="semibold">{t('form.service')}</Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {date('warrantyDate')}
          {date('reservedInstallDate')}
          {date('actualInstallTime')}
          {date('nextMaintenanceDate')}
        </Grid>
        <FormFieldset legend={t('fields.trainings')} error={errors.trainings}>
          <Stack gap="2">
            {values.trainings.map((x, i) => (
              <HStack key={i} align="start" gap="2" wrap={{ base: 'wrap', md: 'nowrap' }} data-testid={`sale-form-training-${i}`}>
                <Stack gap="0">
                  <DateField testId={`sale-form-training-${i}-date`} aria-label={t('fields.training.date')} value={x.date} onChange={(d) => setRow('trainings', i, 'date', d)} />
                  {rowError('trainings', i, 'date') && (
                    <Text fontSize="xs" color="fg.error" data-testid={`sale-form-training-${i}-date-error`}>
                      {rowError('trainings', i, 'date')}
                    </Text>
                  )}
                </Stack>
                {(['trainer', 'contact', 'location'] as const).map((key) => (
                  <Input key={key} size="sm" flex="1" minW="28" aria-label={t(`fields.training.${key}`)} placeholder={t(`fields.training.${key}`)} data-testid={`sale-form-training-${i}-${key}`} value={x[key]} maxLength={key === 'location' ? SALE_LIMITS.text : 50} onChange={(e) => setRow('trainings', i, key, e.target.value)} />
                ))}
                <IconButton size="sm" variant="ghost" aria-label={t('form.removeTraining')} onClick={() => set('trainings', values.trainings.filter((_, j) => j !== i))}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
            ))}
            {values.trainings.length < SALE_LIMITS.trainings && (
              <Button size="xs" variant="outline" alignSelf="flex-start" data-testid="sale-form-training-add" onClick={() => set('trainings', [...values.trainings, { ...EMPTY_TRAINING }])}>
                <LuPlus /> {t('form.addTraining')}
              </Button>
            )}
          </Stack>
        </FormFieldset>

        <SaleFilesSection files={values.files} onChange={(files) => set('files', files)} error={errors.files} />

        <Checkbox.Root checked={values.licenceActivated} onCheckedChange={(e) => set('licenceActivated', e.checked === true)} data-testid="sale-form-licenceActivated">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('fields.licenceActivated')}</Checkbox.Label>
        </Checkbox.Root>
        {field('remark', t('fields.remark'), <Textarea data-testid="sale-form-remark" value={values.remark} maxLength={SALE_LIMITS.remark} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
