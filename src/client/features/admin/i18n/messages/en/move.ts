// Moving a booking to another time (the dialog on the booking's page).
export const move = {
  'move.open': 'Move to another time',
  'move.title': 'Move booking {code}',
  'move.text':
    "{name}'s class on {date}, {time} (Japan time). Choose a new date and {count, number} free timeslots: a booking moves to as many timeslots as it has, so its price stays the same.",
  'move.date': 'New date',
  'move.slots': 'New timeslots (Japan time, {count, number})',
  'move.slotsCash': 'New timeslots (Japan time, at least {min, number})',
  'move.chosen': '{count, number} of {length, number} chosen',
  'move.ownSlot': 'this booking',
  'move.price': 'Price: {total} (unchanged).',
  'move.teacher': '{name} keeps the class if free at the new time; otherwise another free teacher is assigned.',
  'move.customerTold': 'The customer is emailed the new time at {email}, with an updated calendar file.',
  'move.noEmail': 'The booking has no email, so the customer is not emailed.',
  'move.keep': 'Keep the time',
  'move.confirm': 'Move to {date}, {time}',
  'move.chooseFirst': 'Choose {count, number} timeslots first',
  'move.done': 'The booking moved to {date}, {time}. The customer was emailed the new time at {email}.',
  'move.doneNoEmail': 'The booking moved to {date}, {time}. It has no email, so the customer was not emailed.',
  'move.textCash':
    "{name}'s class on {date}, {time} (Japan time), paid in cash at the school. Choose a new date and at least {min, number} free timeslots: another number of timeslots changes the price, and the difference is settled in cash at the desk.",
  'move.chosenCash': '{count, number} chosen (the booking has {length, number})',
  'move.failed': 'The booking could not be moved. Try again.',
  'move.detail.notConfirmed': 'Only a confirmed booking can be moved.',
  'move.detail.begun': 'This class has already begun (Japan time), so it can no longer be moved.',
  'move.detail.sameTime': 'The booking already has exactly these timeslots. Choose other timeslots to move it.',
  'move.pendingTold':
    'It is awaiting payment: its payment link keeps working, for the same amount, and the customer is emailed it again with the new time at {email}.',
  'move.donePending':
    'The booking moved to {date}, {time}. The customer was emailed the payment link again with the new time at {email}; it still works, for the same amount.',
  'move.detail.notHeld': 'Only a confirmed booking, or one awaiting payment while its payment link is open, can be moved.',
  'move.detail.pendingSameLength':
    'A booking awaiting payment moves to the same number of timeslots only, so its payment link keeps its amount.',
  'move.textCard':
    "{name}'s class on {date}, {time} (Japan time), paid by card. Choose a new date and at least {min, number} free timeslots: another number of timeslots changes the price, and you choose how the difference is settled.",
  'move.priceChange': 'Price: {total} (was {was}), {direction, select, more {{diff} more} other {{diff} less}}.',
  'move.settle': 'How is the difference settled?',
  'move.settle.link': 'Email the customer a link to pay {diff} by card',
  'move.settle.cashMore': 'Take {diff} in cash at the desk now',
  'move.settle.card': 'Refund {diff} to the card the booking was paid with',
  'move.settle.cashBack': 'Hand back {diff} in cash at the desk now',
  'move.settle.noEmail': 'The booking has no email, so no payment link can be sent.',
  'move.doneMoney':
    'The booking moved to {date}, {time}. {way, select, cashMore {{diff, number, ::currency/JPY unit-width-narrow} more is recorded as paid in cash.} linkMore {{diff, number, ::currency/JPY unit-width-narrow} more is owed: the customer was emailed a link to pay it by card.} linkNotSent {{diff, number, ::currency/JPY unit-width-narrow} more is owed, but the payment link could not be made: take it in cash from this page.} owedDropped {{diff, number, ::currency/JPY unit-width-narrow} still owed is no longer due, and its payment link is closed.} cashBack {{diff, number, ::currency/JPY unit-width-narrow} is recorded as handed back in cash.} other {{diff, number, ::currency/JPY unit-width-narrow} is refunded to the card.}}',
  'move.detail.differenceNeeded':
    'The new time has another number of timeslots: choose how the difference is settled (in cash at the desk, or by card).',
  'move.detail.differenceOwed':
    'This booking still has a difference to pay from an earlier move: take it in cash on its page, or wait for the payment, before changing its length again.',
  'move.detail.linkNeedsEmail': 'The booking has no email to send a payment link to: take the difference in cash at the desk.',
  'move.detail.noCardToRefund':
    'This booking was not paid by card (or not enough of it), so the difference cannot go back to a card: hand it back in cash at the desk.',
  'move.detail.noDifferenceOwed': 'This booking has no difference owed.',
  'move.detail.changed':
    'This booking changed since the move was chosen (a payment, a refund or another move). Nothing was moved or settled: look at it again and choose again.',
  'move.detail.linkClassBegun':
    'This class has already begun (Japan time), so a payment link would no longer work: take the difference in cash at the desk.',
  'move.detail.paidByCard': 'The customer has just paid the difference by card: nothing is to be taken in cash.',
  'move.difference.label': 'Moves’ differences',
  'move.difference.charge':
    '{amount, number, ::currency/JPY unit-width-narrow} more {method, select, cash {in cash} other {by card}}: {state, select, owed {owed} paid {paid} other {never paid (booking canceled)}}',
  'move.difference.refund':
    '{amount, number, ::currency/JPY unit-width-narrow} back {method, select, cash {in cash} other {to the card}}{reason, select, move {} cancel { (cancel)} other { (paid after the cancel)}}: {state, select, owed {on its way} other {paid out}}',
  'move.difference.linkUntil': 'its payment link works until {until}',
  'move.difference.takeCash': 'Take the {amount, number, ::currency/JPY unit-width-narrow} difference in cash',
  'move.difference.askCash':
    'Record that {name} paid the {amount, number, ::currency/JPY unit-width-narrow} difference in cash at the desk? Its payment link stops working.',
  'move.difference.cashTaken': '{amount, number, ::currency/JPY unit-width-narrow} is recorded as paid in cash at the desk.',
  'move.difference.cashFailed': 'The cash payment could not be recorded. Try again.',
  'move.difference.linkExpired': 'its payment link expired on {until}: take it in cash',
  'move.difference.sendLink': 'Email the payment link again',
  'move.difference.askLink':
    'Email {name} ({email}) the link to pay the {amount, number, ::currency/JPY unit-width-narrow} difference again? A new link is made if the last one has run out.',
  'move.difference.linkSent': 'The payment link was emailed to {email}.',
  'move.difference.linkFailed': 'The payment link could not be sent. Try again.',
  'move.difference.linkSame': 'the same link',
  'move.difference.linkNew': 'a new link',
  'move.detail.paymentDown': 'The payment service could not be reached. Please try again.',
  'move.settle.owedDropped': 'The {diff} still owed is no longer due: its payment link is closed.',
  'move.difference.lesson':
    '{amount, number, ::currency/JPY unit-width-narrow} for the lesson: {state, select, owed {due at the lesson} paid {paid {method, select, cash {in cash} other {by card}}} other {not paid (booking canceled)}}',
  'move.difference.takeLessonCash': 'Take {amount, number, ::currency/JPY unit-width-narrow} in cash',
  'move.difference.sendLessonLink': 'Email a card payment link',
  'move.difference.askLessonCash':
    'Record that {name} paid {amount, number, ::currency/JPY unit-width-narrow} in cash at the desk? Count the money first: it is in the till from now on.',
  'move.difference.askLessonLink':
    'Email {name} ({email}) a link to pay {amount, number, ::currency/JPY unit-width-narrow} by card? It is recorded as received once paid.',
  'move.languageAnyway': 'Move it anyway',
} as const;
