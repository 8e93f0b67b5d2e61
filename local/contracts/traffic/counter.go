// Package counter is the traffic generator's tiny N3 contract (TEST ONLY, local privnet): each call of `touch`
// counts one touch per caller and emits `Touched(caller, total)`, so the indexer sees an invocation with a
// notification; `total` answers the running count. Deployed afresh by every `npm run chain:traffic` run.
package counter

import (
	"github.com/nspcc-dev/neo-go/pkg/interop"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/management"
	"github.com/nspcc-dev/neo-go/pkg/interop/runtime"
	"github.com/nspcc-dev/neo-go/pkg/interop/storage"
)

var (
	totalKey = []byte("total")
	ownerKey = []byte("owner")
)

func _deploy(_ any, isUpdate bool) {
	if !isUpdate {
		tx := runtime.GetScriptContainer()
		storage.Put(storage.GetContext(), ownerKey, tx.Sender)
	}
}

// Update replaces the contract's NEF and manifest; only the deployer may.
func Update(nef []byte, manifest string) {
	owner := storage.Get(storage.GetReadOnlyContext(), ownerKey).(interop.Hash160)
	if !runtime.CheckWitness(owner) {
		panic("only the owner may update")
	}
	management.Update(nef, []byte(manifest))
}


// Touch counts one touch by `caller` (who must sign) and emits Touched(caller, total).
func Touch(caller interop.Hash160) int {
	if !runtime.CheckWitness(caller) {
		panic("the caller must sign")
	}
	ctx := storage.GetContext()
	total := 1
	if v := storage.Get(ctx, totalKey); v != nil {
		total = v.(int) + 1
	}
	storage.Put(ctx, totalKey, total)
	runtime.Notify("Touched", caller, total)
	return total
}

// Total answers how many touches were counted.
func Total() int {
	v := storage.Get(storage.GetReadOnlyContext(), totalKey)
	if v == nil {
		return 0
	}
	return v.(int)
}
