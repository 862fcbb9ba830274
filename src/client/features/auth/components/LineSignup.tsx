import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { LINE_VISITOR_TEXTS } from '../../../../shared/lineVisitorTexts.js';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { TextInput } from '../../../components/TextInput.js';
import { AuthCard } from './AuthCard.js';
import { selectLanguage } from '../../ui/uiSelectors.js';
import { lineSignupSubmitted, lineVisitorWanted, selectLine } from '../../line/lineSlice.js';
import { useLine } from '../../line/useLine.js';

/**
 * The sign-in page after LINE Login found no account (`?line=new`): name (LINE's display name to start
 * with) and email, once, make the account; it is finished (LINE connected) only when the emailed link is
 * opened in this browser, which the page then says. In the visitor's language.
 */
export function LineSignup() {
  useLine();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { visitor, signup, signupError, signupSentTo } = useAppSelector(selectLine);
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  useEffect(() => void dispatch(lineVisitorWanted()), [dispatch]);
  const t = LINE_VISITOR_TEXTS[language];
  if (visitor.status === 'idle' || visitor.status === 'loading')
    return (
      <Container sx={{ py: 8, textAlign: 'center' }}>
        <CircularProgress aria-label={t.signupTitle} />
      </Container>
    );
  const backToLogin = (
    <Link component={RouterLink} to={paths.login}>
      {t.backToLogin}
    </Link>
  );
  if (signupSentTo)
    return (
      <div lang={language} translate="no" className="notranslate">
        <AuthCard title={t.signupTitle} flow={{ status: 'succeeded', message: t.checkEmail(signupSentTo) }} footer={backToLogin}>
          {null}
        </AuthCard>
      </div>
    );
  const shownName = name ?? visitor.name ?? '';
  const expired = !visitor.name;
  return (
    <div lang={language} translate="no" className="notranslate">
      <AuthCard
        title={t.signupTitle}
        flow={{ status: 'failed', message: expired ? t.expired : signupError }}
        onSubmit={expired ? undefined : () => dispatch(lineSignupSubmitted({ name: shownName, email }))}
        footer={backToLogin}
      >
        {!expired && (
          <>
            <Alert severity="info" icon={false}>
              {t.signupIntro(visitor.name!)}
            </Alert>
            <TextInput label={t.name} name="name" autoComplete="name" required value={shownName} onChange={setName} />
            <TextInput label={t.email} name="email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={signup === 'loading'}
              disabled={!shownName.trim() || !email.trim()}
            >
              {t.create}
            </Button>
          </>
        )}
      </AuthCard>
    </div>
  );
}
