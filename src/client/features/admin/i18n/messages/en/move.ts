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
  'move.priceCash':
    'Price: {total} (was {was}). {direction, select, more {Take {diff} more in cash at the desk.} back {Hand back {diff} in cash at the desk.} other {Unchanged.}}',
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
} as const;
