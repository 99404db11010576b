/** Texts of the open orders' TP/SL cell (key `orderTpSl` of the remote's namespace). */
export const orderTpSlEn = {
  column: 'TP/SL',
  add: 'Add',
  edit: 'Edit',
  addFor: 'Add TP/SL to the {{symbol}} order',
  editFor: 'Edit the TP/SL of the {{symbol}} order',
  unavailable:
    'TP/SL cannot be edited on this page: the positions area is not loaded. Reload the page or edit it there.',
};

export const orderTpSlDe: typeof orderTpSlEn = {
  column: 'TP/SL',
  add: 'Hinzufügen',
  edit: 'Bearbeiten',
  addFor: 'TP/SL zum {{symbol}}-Auftrag hinzufügen',
  editFor: 'TP/SL des {{symbol}}-Auftrags bearbeiten',
  unavailable:
    'TP/SL kann auf dieser Seite nicht bearbeitet werden: der Positionsbereich ist nicht geladen. Laden Sie die Seite neu oder bearbeiten Sie es dort.',
};

export const orderTpSlArSa: typeof orderTpSlEn = {
  column: 'جني الأرباح/وقف الخسارة',
  add: 'إضافة',
  edit: 'تعديل',
  addFor: 'إضافة جني الأرباح/وقف الخسارة إلى أمر {{symbol}}',
  editFor: 'تعديل جني الأرباح/وقف الخسارة لأمر {{symbol}}',
  unavailable:
    'لا يمكن تعديل جني الأرباح/وقف الخسارة في هذه الصفحة: قسم المراكز غير محمّل. أعد تحميل الصفحة أو عدّله هناك.',
};
