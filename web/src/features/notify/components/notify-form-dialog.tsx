import { Checkbox, Fieldset, Input, SimpleGrid, Textarea, Wrap } from '@chakra-ui/react';
import {
  addNotifyPersonBody,
  NOTIFY_EVENTS,
  NOTIFY_STATUSES,
  updateNotifyPersonBody,
  type NotifyEvent,
  type NotifyPersonRecord,
} from '@aed/shared/schemas/notify';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { schemaCodeText } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddNotifyPerson } from '../api/add-notify-person';
import { useUpdateNotifyPerson } from '../api/update-notify-person';
import { BindingTargetFields } from '../../../components/binding/binding-target-fields';
import { EVENT_PALETTE } from './notify-badges';

interface Props {
  /** The person to modify, or undefined to add one. */
  person?: NotifyPersonRecord;
  /** Organization preselected for a new person (the one picked in the tree). */
  defaultDeptId?: number;
  onClose: () => void;
}

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, string> = {
  'notify.emailExists': 'email',
  'notify.phoneExists': 'phone',
  'notify.tooMany': 'deptId',
  'notify.deviceOutsideDept': 'deviceId',
  'device.notFound': 'deviceId',
  'dept.notFound': 'deptId',
  'notify.noChannel': 'notifyEmail',
  'notify.noEvent': 'events',
};

interface Values {
  deptId: string;
  deviceId: number;
  personName: string;
  phone: string;
  email: string;
  notifyEmail: boolean;
  notifyPush: boolean;
  events: NotifyEvent[];
  status: NotifyPersonRecord['status'];
  remark: string;
}

const initialValues = (p: NotifyPersonRecord | undefined, deptId: number | undefined): Values =>
  p
    ? { deptId: String(p.deptId), deviceId: p.deviceId, personName: p.personName, phone: p.phone, email: p.email, notifyEmail: p.notifyEmail, notifyPush: p.notifyPush, events: p.events, status: p.status, remark: p.remark }
    : { deptId: deptId ? String(deptId) : '', deviceId: 0, personName: '', phone: '', email: '', notifyEmail: true, notifyPush: false, events: [...NOTIFY_EVENTS], status: '0', remark: '' };

/** Add or modify a person to notify; the organization and device are chosen when adding and fixed afterwards. */
export function NotifyFormDialog({ person, defaultDeptId, onClose }: Props) {
  const { t, values, setValues, errors, setErrors, set, save, onSubmit, field } = useZodForm({
    ns: 'notify',
    initial: initialValues(person, defaultDeptId),
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'notify-form',
    onClose,
    // the shared schema's codes ("Choose at least one event") before the generic texts
    issueMessage: schemaCodeText,
  });
  const add = useAddNotifyPerson();
  const update = useUpdateNotifyPerson();

  const tickEvent = (event: NotifyEvent, on: boolean) => {
    setValues((p) => ({ ...p, events: on ? [...new Set([...p.events, event])] : p.events.filter((e) => e !== event) }));
    setErrors((p) => ({ ...p, events: undefined }));
  };
  const submit = onSubmit(() => {
    const { deptId, deviceId, ...fields } = values;
    return person
      ? save(updateNotifyPersonBody, { notifyId: person.notifyId, ...fields }, update, t('toast.modified'))
      : save(addNotifyPersonBody, { deptId, deviceId, ...fields }, add, t('toast.added'));
  });

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm
        testId="notify-form"
        title={person ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
        testIdPrefix="notify-form"
      >
        <BindingTargetFields
          ns="notify"
          deptId={values.deptId}
          deviceId={values.deviceId}
          fixed={person}
          errors={errors}
          onDeptChange={(v) => set('deptId', v)}
          onDeviceChange={(id) => set('deviceId', id)}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('personName', t('fields.personName'), <Input data-testid="notify-form-name" value={values.personName} maxLength={50} onChange={(e) => set('personName', e.target.value)} />, { required: true })}
          {field('phone', t('fields.phone'), <Input data-testid="notify-form-phone" type="tel" value={values.phone} maxLength={20} onChange={(e) => set('phone', e.target.value)} />, { required: true })}
        </SimpleGrid>
        {field('email', t('fields.email'), <Input data-testid="notify-form-email" type="email" value={values.email} maxLength={128} onChange={(e) => set('email', e.target.value)} />, { required: true })}

        <Fieldset.Root invalid={!!errors.notifyEmail}>
          <Fieldset.Legend>{t('fields.channels')}</Fieldset.Legend>
          <Wrap gap="6" role="group" aria-label={t('fields.channels')}>
            <Checkbox.Root checked={values.notifyEmail} onCheckedChange={(e) => set('notifyEmail', e.checked === true)} data-testid="notify-form-channel-email">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('channels.email')}</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              checked={values.notifyPush}
              onCheckedChange={(e) => {
                set('notifyPush', e.checked === true);
                setErrors((p) => ({ ...p, notifyEmail: undefined }));
              }}
              data-testid="notify-form-channel-push"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('channels.push')}</Checkbox.Label>
            </Checkbox.Root>
          </Wrap>
          <Fieldset.HelperText>{t('form.channelsHint')}</Fieldset.HelperText>
          <Fieldset.ErrorText data-testid="notify-form-notifyEmail-error">{errors.notifyEmail}</Fieldset.ErrorText>
        </Fieldset.Root>

        <Fieldset.Root invalid={!!errors.events}>
          <Fieldset.Legend>{t('fields.events')}</Fieldset.Legend>
          <Wrap gap="4" role="group" aria-label={t('fields.events')}>
            {NOTIFY_EVENTS.map((event) => (
              <Checkbox.Root key={event} colorPalette={EVENT_PALETTE[event]} checked={values.events.includes(event)} onCheckedChange={(e) => tickEvent(event, e.checked === true)} data-testid={`notify-form-event-${event}`}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`events.${event}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
          <Fieldset.ErrorText data-testid="notify-form-events-error">{errors.events}</Fieldset.ErrorText>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend id="notify-form-status-label">{t('fields.status')}</Fieldset.Legend>
          <RadioChoices value={values.status} options={NOTIFY_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="notify-form-status" labelledBy="notify-form-status-label" />
        </Fieldset.Root>

        {field('remark', t('fields.remark'), <Textarea data-testid="notify-form-remark" value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
