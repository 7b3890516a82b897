import SendOutlined from '@mui/icons-material/SendOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import type { SaleDetail } from '@shared/sales/contracts';
import { sendSmsBody, smsRecipient } from '@shared/templates/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { SmsCounter } from '../../../../components/form/sms-counter';
import { useErrorText } from '../../../../components/form/use-error-text';
import { useToast } from '../../../../components/feedback/toast-context';
import { renderedDocTemplateQuery, useDocTemplates } from '../api/doc-templates-api';
import { useSendSms } from '../api/sms-api';
import { DocumentDialog } from './document-dialog';
import { buyerPhones, cleanPhone } from './buyer-phones';
import { SmsHistory } from './sms-history';

const SMS_TYPES = ['sms'] as const;

type Errors = { recipients?: string; message?: string };

/** A text message to the sale's buyers (or any numbers), optionally from an SMS template. */
export function SmsDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('saleDocuments');
  const errorText = useErrorText();
  const toast = useToast();
  const fail = useFailureHandler();
  const queryClient = useQueryClient();
  const templates = useDocTemplates(SMS_TYPES);
  const send = useSendSms(sale.id);
  const [recipients, setRecipients] = useState<string[]>(() => buyerPhones(sale));
  const [message, setMessage] = useState('');
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [errors, setErrors] = useState<Errors>({});

  const applyTemplate = (id: number) => {
    setTemplateId(id);
    queryClient.fetchQuery(renderedDocTemplateQuery(id, sale.id)).then(
      (row) => setMessage(row.rendered?.text ?? ''),
      (error: unknown) => fail(error),
    );
  };

  const submit = () => {
    const body = { message, recipients, sale_id: sale.id };
    const parsed = sendSmsBody.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'recipients' ? 'recipients' : 'message';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutateAsync({ message: parsed.data.message, recipients: parsed.data.recipients }).then(
      (result) => {
        if (result.failed === 0) {
          toast.success(t('sms.sent', { count: result.sent }));
          setMessage('');
        } else if (result.sent === 0) toast.error(t('sms.all_failed', { count: result.failed }));
        else toast.warning(t('sms.partly_sent', { sent: result.sent, failed: result.failed }));
      },
      (error: unknown) => {
        fail(error);
      },
    );
  };

  return (
    <DocumentDialog
      title={t('sms.title', { contract: sale.contract_no })}
      onClose={onClose}
      actions={
        <Button variant="contained" startIcon={<SendOutlined />} loading={send.isPending} onClick={submit}>
          {t('sms.send')}
        </Button>
      }
    >
      <Autocomplete
        multiple
        freeSolo
        options={buyerPhones(sale)}
        value={recipients}
        onChange={(_e, value) => setRecipients([...new Set(value.map(cleanPhone))].filter(Boolean))}
        renderValue={(value, getItemProps) =>
          value.map((phone, index) => {
            const { key, ...props } = getItemProps({ index });
            const bad = !smsRecipient.safeParse(phone).success;
            return <Chip key={key} {...props} label={phone} color={bad ? 'error' : 'default'} size="small" />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('sms.recipients')}
            error={errors.recipients !== undefined}
            helperText={errorText(errors.recipients) ?? t('sms.recipients_hint')}
          />
        )}
      />
      {(templates.data?.length ?? 0) > 0 && (
        <TextField
          select
          label={t('sms.template')}
          value={templateId}
          onChange={(e) => applyTemplate(Number(e.target.value))}
        >
          {templates.data!.map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={t('sms.message')}
        multiline
        minRows={4}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          setErrors((current) => ({ ...current, message: undefined }));
        }}
        error={errors.message !== undefined}
        helperText={errorText(errors.message)}
      />
      <SmsCounter text={message} />
      <SmsHistory saleId={sale.id} />
    </DocumentDialog>
  );
}
