// Behaviour tests of the stand-in contracts on neo-go's own in-memory chain (pkg/neotest, one validator that is also
// the committee and holds every NEO). Transactions that stand for the product's are signed with the product's exact
// witness scopes (site/src/wallets/n3/invocations.ts), not neotest's default Global scope.
package n3_test

import (
	"testing"

	"github.com/nspcc-dev/neo-go/pkg/core/native/nativenames"
	"github.com/nspcc-dev/neo-go/pkg/core/state"
	"github.com/nspcc-dev/neo-go/pkg/core/transaction"
	"github.com/nspcc-dev/neo-go/pkg/io"
	"github.com/nspcc-dev/neo-go/pkg/neotest"
	"github.com/nspcc-dev/neo-go/pkg/neotest/chain"
	"github.com/nspcc-dev/neo-go/pkg/smartcontract/callflag"
	"github.com/nspcc-dev/neo-go/pkg/util"
	"github.com/nspcc-dev/neo-go/pkg/vm/emit"
	"github.com/nspcc-dev/neo-go/pkg/vm/stackitem"
	"github.com/stretchr/testify/require"
)

// unitsPerNEO: bNEO / GAS smallest units per whole token (8 decimals).
const unitsPerNEO = 100_000_000

// world is a fresh chain with the stand-ins deployed by the committee.
type world struct {
	e                         *neotest.Executor
	neo, gas                  util.Uint160
	bneo, router, bridge, flm util.Uint160
	factory, pairWhiteList    util.Uint160 // hashes the product names in its signer; nothing is deployed there
}

func newWorld(t *testing.T) *world {
	bc, committee := chain.NewSingle(t)
	e := neotest.NewExecutor(t, bc, committee, committee)
	deploy := func(dir, config string, data any) util.Uint160 {
		c := neotest.CompileFile(t, e.CommitteeHash, "./"+dir, "./"+dir+"/"+config)
		e.DeployContract(t, c, data)
		return c.Hash
	}
	return &world{
		e:   e,
		neo: e.NativeHash(t, nativenames.Neo), gas: e.NativeHash(t, nativenames.Gas),
		bneo:          deploy("bneo", "bneo.yml", nil),
		router:        deploy("flamingo", "router.yml", nil),
		bridge:        deploy("bridge", "bridge.yml", nil),
		flm:           deploy("token", "token.yml", []any{"FLM", 8, 1_000_000 * unitsPerNEO}),
		factory:       util.Uint160{0xfa},
		pairWhiteList: util.Uint160{0xfb},
	}
}

// user answers a new account with 100 GAS and `neo` NEO from the committee.
func (w *world) user(t *testing.T, neo int64) neotest.SingleSigner {
	acc := w.e.NewAccount(t).(neotest.SingleSigner)
	if neo > 0 {
		w.e.CommitteeInvoker(w.neo).Invoke(t, true, "transfer", w.e.CommitteeHash, acc.ScriptHash(), neo, nil)
	}
	return acc
}

// call is one contract call of a transaction script.
type call struct {
	hash   util.Uint160
	method string
	args   []any
}

func c(hash util.Uint160, method string, args ...any) call { return call{hash, method, args} }

// scope is the witness scope of the one signer: CalledByEntry, or CustomContracts with the allowed contracts.
type scope struct {
	calledByEntry bool
	allowed       []util.Uint160
}

var calledByEntry = scope{calledByEntry: true}

func customContracts(allowed ...util.Uint160) scope { return scope{allowed: allowed} }

// send signs the calls by `from` with `s` (as the product's wallet request does), adds them in a block and answers
// the transaction hash; the caller checks HALT or FAULT.
func (w *world) send(t *testing.T, from neotest.SingleSigner, s scope, calls ...call) util.Uint256 {
	buf := io.NewBufBinWriter()
	for _, x := range calls {
		emit.AppCall(buf.BinWriter, x.hash, x.method, callflag.All, x.args...)
	}
	require.NoError(t, buf.Err)
	tx := w.e.PrepareInvocationNoSign(t, buf.Bytes())
	signer := transaction.Signer{Account: from.ScriptHash(), Scopes: transaction.CalledByEntry}
	if !s.calledByEntry {
		signer.Scopes = transaction.CustomContracts
		signer.AllowedContracts = s.allowed
	}
	tx.Signers = []transaction.Signer{signer}
	neotest.AddNetworkFee(t, w.e.Chain, tx, from)
	w.e.AddSystemFee(tx, -1)
	require.NoError(t, from.SignTx(w.e.Chain.GetConfig().Magic, tx))
	w.e.AddNewBlock(t, tx)
	return tx.Hash()
}

// read answers the first result of a read-only call.
func (w *world) read(t *testing.T, hash util.Uint160, method string, args ...any) stackitem.Item {
	stack, err := w.e.CommitteeInvoker(hash).TestInvoke(t, method, args...)
	require.NoError(t, err)
	return stack.Pop().Item()
}

func (w *world) readInt(t *testing.T, hash util.Uint160, method string, args ...any) int64 {
	v, err := w.read(t, hash, method, args...).TryInteger()
	require.NoError(t, err)
	return v.Int64()
}

func (w *world) balance(t *testing.T, token, account util.Uint160) int64 {
	return w.readInt(t, token, "balanceOf", account)
}

// fees answers the system + network fee of a transaction (GAS datoshi).
func (w *world) fees(t *testing.T, h util.Uint256) int64 {
	tx, _ := w.e.GetTransaction(t, h)
	return tx.SystemFee + tx.NetworkFee
}

// events answers the notifications of a transaction named `name` from `contract`.
func (w *world) events(t *testing.T, h util.Uint256, contract util.Uint160, name string) []state.NotificationEvent {
	aer := w.e.GetTxExecResult(t, h)
	var out []state.NotificationEvent
	for _, n := range aer.Events {
		if n.ScriptHash.Equals(contract) && n.Name == name {
			out = append(out, n)
		}
	}
	return out
}

// transferAmount answers the amount of the one NEP-17 Transfer of `token` from → to in a transaction (0 if none).
func (w *world) transferAmount(t *testing.T, h util.Uint256, token, from, to util.Uint160) int64 {
	var total int64
	for _, n := range w.events(t, h, token, "Transfer") {
		items := n.Item.Value().([]stackitem.Item)
		if bytesOf(items[0]).Equals(from) && bytesOf(items[1]).Equals(to) {
			v, _ := items[2].TryInteger()
			total += v.Int64()
		}
	}
	return total
}

func bytesOf(item stackitem.Item) util.Uint160 {
	b, err := item.TryBytes()
	if err != nil || len(b) != util.Uint160Size {
		return util.Uint160{}
	}
	u, _ := util.Uint160DecodeBytesBE(b) // neo-go's BE order is the VM's byte order
	return u
}

func ints(t *testing.T, item stackitem.Item) []int64 {
	arr, ok := item.Value().([]stackitem.Item)
	require.True(t, ok, "array expected, got %s", item.Type())
	out := make([]int64, len(arr))
	for i, x := range arr {
		v, err := x.TryInteger()
		require.NoError(t, err)
		out[i] = v.Int64()
	}
	return out
}
