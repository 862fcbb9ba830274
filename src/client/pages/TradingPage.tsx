import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SCHOOL_CONTACT_EMAIL } from '../../shared/constants.js';

// Operator, representative, address, product, contact, payment methods and immediate delivery.
const ROWS: ReadonlyArray<readonly [string, ReactNode]> = [
  ['販売事業者', 'GTSS Language School'],
  ['代表者', '佐藤 健一'],
  ['所在地', '〒160-0022 東京都新宿区新宿3-1-1 GTSSビル5階'],
  ['電話番号', 'ご請求があった場合には遅滞なく開示いたします。'],
  ['お問い合わせ', <Link href={`mailto:${SCHOOL_CONTACT_EMAIL}`}>{SCHOOL_CONTACT_EMAIL}</Link>],
  ['商品名', '語学レッスン体験クラス（トライアルクラス）'],
  ['販売価格', '予約ページに表示する金額（税込）'],
  ['商品代金以外の必要料金', 'なし（インターネット接続料金・通信料金はお客様のご負担となります）'],
  ['支払方法', 'クレジットカード（外部の決済サービスを通じてお支払いいただきます）'],
  ['支払時期', 'ご予約手続きの際に決済されます。'],
  ['引渡時期', '決済完了後すぐにご予約が確定します。'],
  ['キャンセル', 'レッスン日の前日まで、マイページまたは予約確認メールのリンクからキャンセルできます。'],
];

export function TradingPage() {
  return (
    <Container lang="ja" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="trading-title" variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.25rem' } }}>
        特定商取引法に基づく表記
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table aria-labelledby="trading-title" sx={{ tableLayout: 'fixed' }}>
          <TableBody>
            {ROWS.map(([term, value]) => (
              <TableRow key={term}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: { xs: '38%', sm: '14em' }, fontWeight: 600, bgcolor: 'action.hover', verticalAlign: 'top' }}
                >
                  {term}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
