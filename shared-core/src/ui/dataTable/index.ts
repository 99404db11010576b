// `shared-core/dataTable`: the shared data table and its pure rules. A separate entry (and share)
// so the host's first load does not carry it: the widgets that render a table load it.
export * from '../../domain/table';
export { DataTable } from './DataTable';
export { FuturesSpreadLeg } from './FuturesSpreadLeg';
export { dataTableRenders, resetDataTableRenders } from './stats';
export type { DataAttributes, DataColumn, DataTableProps, DataTableStatus, DataTableTree } from './types';
