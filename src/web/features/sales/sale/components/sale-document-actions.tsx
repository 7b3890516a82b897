import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Button from '@mui/material/Button';
import type { SaleDetail } from '@shared/sales/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../../lib/auth/permissions';
import { ContractDialog } from './contract-dialog';
import { LetterDialog } from './letter-dialog';
import { SmsDialog } from './sms-dialog';

type Dialog = 'contract' | 'letter' | 'sms';

/** The sale's paperwork: its contract from a Word template, a letter from a document template, an SMS. */
export function SaleDocumentActions({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('saleDocuments');
  const mayAct = useMayAct();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button variant="outlined" startIcon={<DescriptionOutlined />} onClick={() => setDialog('contract')}>
        {t('actions.contract')}
      </Button>
      <Button variant="outlined" startIcon={<MailOutlined />} onClick={() => setDialog('letter')}>
        {t('actions.letter')}
      </Button>
      {mayAct('send_sms') && (
        <Button variant="outlined" startIcon={<SmsOutlined />} onClick={() => setDialog('sms')}>
          {t('actions.sms')}
        </Button>
      )}
      {dialog === 'contract' && <ContractDialog sale={sale} onClose={close} />}
      {dialog === 'letter' && <LetterDialog sale={sale} onClose={close} />}
      {dialog === 'sms' && <SmsDialog sale={sale} onClose={close} />}
    </>
  );
}
